import type { RetailerAccountLink } from '../../domain/browsing/retailerPageAction';
import { RETAILER_ID, UNLINK_CLEARS_RETAILER_IDS } from '../../domain/constants/retailers';
import { retailerLinkState } from '../../domain/retailers/linkState';
import { MFA_CODE_MESSAGES, MFA_WRONG_CODES_PER_LINK, validateMfaCode } from '../../domain/retailers/mfaCode';
import { ApiError } from '../../sdk/src/errors';
import { notSignedIn, refused } from '../twinRefusals';
import type { DirectLinkingGateway, StartedDirectLink } from './DirectLinkingGateway';
import { inAppPath, OAUTH_ACCESS_DENIED, OAUTH_QUERY } from '../../domain/navigation/oauth';
import { DIRECT_LINK_MESSAGES } from '../../domain/retailers/directLinkReturn';

const TWIN = 'direct linking twin';
/** Where the twin's "retailer sign-in" lives; `consentReturn` plays the shopper's Allow on it. */
const TWIN_CONSENT_URI = 'https://consent.twin.test/authorize';

interface StartedAttempt {
  code: string;
  goto: string;
  used: boolean;
}

function invalid(field: string, message: string, operation: string): ApiError {
  return new ApiError(message, { service: TWIN, operation, status: 400, code: 'VALIDATION_FAILED', fields: { [field]: message } });
}

/**
 * The in-memory twin for one signed-in customer (`customerId`): `links` by retailer id (set a 1144 link
 * verified and locked for the multi-factor step), the code its retailer "sends" (`mfaCode`), `failWith` for a
 * failing service. `consentReturn(redirectUri)` answers where the retailer's Allow would send the browser, as
 * the sandbox's consent stand-in does. Refusals carry the sandbox's statuses and field names.
 */
export class MemoryDirectLinkingGateway implements DirectLinkingGateway {
  readonly attempts = new Map<string, StartedAttempt>();
  mfaCode = '135790';
  signedIn = true;
  failWith: Error | null = null;
  /** The app's origin the twin returns the browser to. */
  origin = 'http://localhost';
  private sequence = 0;
  /** Wrong multi-factor codes per retailer, as the sandbox counts them (no window: a twin lives for one test). */
  private readonly wrongMfaCodes = new Map<number, number>();

  /** `links` may be the account-linking twin's, so both read one customer's links, as the service's one table does. */
  constructor(
    readonly customerId: string,
    readonly links = new Map<number, RetailerAccountLink>(),
  ) {}

  /** The same records seen without a token: every call is refused. */
  visitorView(): MemoryDirectLinkingGateway {
    const view = Object.create(this) as MemoryDirectLinkingGateway;
    view.signedIn = false;
    return view;
  }

  /** Where the retailer's Allow (or Deny) sends the browser for a started link. */
  consentReturn(redirectUri: string, choice: 'allow' | 'deny' = 'allow'): URL {
    const state = new URL(redirectUri).searchParams.get(OAUTH_QUERY.STATE) ?? '';
    const attempt = this.attempts.get(state);
    if (!attempt) throw new Error(`the twin started no link with state ${state}`);
    const back = new URL(attempt.goto, this.origin);
    if (choice === 'allow') back.searchParams.set(OAUTH_QUERY.CODE, attempt.code);
    else back.searchParams.set(OAUTH_QUERY.ERROR, OAUTH_ACCESS_DENIED);
    back.searchParams.set(OAUTH_QUERY.STATE, state);
    return back;
  }

  private check(operation: string): void {
    if (this.failWith) throw this.failWith;
    if (!this.signedIn) throw notSignedIn(TWIN, operation);
  }

  async startDirectLink(goto: string): Promise<StartedDirectLink> {
    this.check('startDirectLink');
    if (inAppPath(goto, this.origin) === null) throw invalid('goto', DIRECT_LINK_MESSAGES.GOTO_INVALID, 'startDirectLink');
    this.sequence += 1;
    const state = `state-${this.sequence}`;
    this.attempts.set(state, { code: `code-${this.sequence}`, goto, used: false });
    return { state, redirectUri: `${TWIN_CONSENT_URI}?state=${state}` };
  }

  async finishDirectLink(code: string, state: string): Promise<RetailerAccountLink> {
    this.check('finishDirectLink');
    const attempt = this.attempts.get(state);
    if (!attempt) throw invalid('state', DIRECT_LINK_MESSAGES.INVALID_RETURN, 'finishDirectLink');
    if (attempt.used) throw refused(409, DIRECT_LINK_MESSAGES.ATTEMPT_USED, TWIN, 'finishDirectLink');
    if (attempt.code !== code) throw invalid('code', DIRECT_LINK_MESSAGES.INVALID_RETURN, 'finishDirectLink');
    attempt.used = true;
    const link = { retailerId: RETAILER_ID.DIRECT_INTEGRATION, status: 'verified', locked: false };
    this.links.set(link.retailerId, link);
    return link;
  }

  async unlinkDirect(): Promise<void> {
    this.check('unlinkDirect');
    const removed = UNLINK_CLEARS_RETAILER_IDS.filter((id) => this.links.delete(id));
    if (removed.length === 0) throw refused(404, DIRECT_LINK_MESSAGES.NOT_LINKED, TWIN, 'unlinkDirect');
  }

  async finishMfaLink(customerId: string, retailerId: number, code: string): Promise<RetailerAccountLink> {
    this.check('finishMfaLink');
    if (customerId !== this.customerId) throw refused(403, 'Access forbidden', TWIN, 'finishMfaLink');
    const typed = validateMfaCode(code);
    if (!typed.ok) throw invalid('code', typed.message, 'finishMfaLink');
    const link = this.links.get(retailerId);
    if (!link) throw refused(404, DIRECT_LINK_MESSAGES.NOT_LINKED, TWIN, 'finishMfaLink');
    if (retailerLinkState(link.status, link.retailerId, link.locked === true) !== 'actionRequired') {
      throw refused(409, MFA_CODE_MESSAGES.NOT_NEEDED, TWIN, 'finishMfaLink');
    }
    const wrongSoFar = this.wrongMfaCodes.get(retailerId) ?? 0;
    if (wrongSoFar >= MFA_WRONG_CODES_PER_LINK) throw refused(429, MFA_CODE_MESSAGES.TOO_MANY_WRONG, TWIN, 'finishMfaLink');
    if (typed.value !== this.mfaCode) {
      this.wrongMfaCodes.set(retailerId, wrongSoFar + 1);
      throw invalid('code', MFA_CODE_MESSAGES.WRONG, 'finishMfaLink');
    }
    const unlocked = { ...link, locked: false };
    this.links.set(retailerId, unlocked);
    return unlocked;
  }
}
