import type { Cookies } from '../../adapters/cookies/Cookies';
import type { SupportGateway } from '../../adapters/support/SupportGateway';
import { helpCentreTripPending, helpdeskLoginOutcome, type HelpdeskLoginOutcome } from '../../domain/auth/helpdeskLogin';
import { COOKIE } from '../../domain/constants/cookies';
import * as MESSAGES from '../../domain/constants/messages';
import { anyRefusal, refusalOutcome } from './formOutcome';

/** What the help-centre login reaches: the support service and the cookies that remember the trip. */
export interface OpenHelpCentrePorts {
  support: Pick<SupportGateway, 'helpdeskLogin'>;
  cookies: Cookies;
}

export interface OpenHelpCentreInput {
  /** The in-app path with its query the shopper is on ('/bonuses?x=1'). */
  currentPath: string;
  /** A help-centre page to land on; absent, the help centre's home. */
  returnTo?: string;
}

export type OpenHelpCentreResult =
  /** The help desk signed the shopper in: open `url`. */
  | { kind: 'helpDesk'; url: string }
  /** The login was refused: go to `location` (the security checkup, sign-in or helpdesk-error). */
  | (HelpdeskLoginOutcome & { error: unknown });

/**
 * The help centre (001 §7, §8): the help-desk login call, then its URL to open. A refusal is answered with the
 * domain's outcome (helpdeskLoginOutcome); for an authentication problem the two 1-day cookies are set here so
 * the trip survives the sign-in. Never rejects.
 */
export async function openHelpCentre(input: OpenHelpCentreInput, ports: OpenHelpCentrePorts): Promise<OpenHelpCentreResult> {
  try {
    return { kind: 'helpDesk', url: await ports.support.helpdeskLogin(input.returnTo) };
  } catch (error) {
    // The domain's rule reads the service's own status and message (412, the authentication problem's wording).
    const refusal = refusalOutcome(error, [], MESSAGES.DEFAULT_ERROR, anyRefusal);
    const outcome = helpdeskLoginOutcome(refusal, input.currentPath, input.returnTo ? { returnTo: input.returnTo } : {});
    if (outcome.kind === 'signIn') {
      for (const cookie of outcome.cookies) ports.cookies.set(cookie.name, cookie.value, { maxAgeMs: cookie.maxAgeMs });
    }
    return { ...outcome, error };
  }
}

/** A help-centre address the URL cookie may hold; an in-app path (the rule's default) means the home. */
function helpCentrePage(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * After signing in, a shopper the help centre sent to sign-in continues there (001 §8): when the
 * helpdesk-redirect cookie is set, both cookies are read and cleared and the login runs again. Answers null when
 * there is no trip to continue. A second authentication refusal does not start another round through sign-in
 * (the cookies stay cleared): it ends on helpdesk-error, so a session the help desk keeps refusing cannot loop.
 */
export async function continueHelpCentreAfterSignIn(
  currentPath: string,
  ports: OpenHelpCentrePorts,
): Promise<OpenHelpCentreResult | null> {
  if (!helpCentreTripPending(ports.cookies.get(COOKIE.HELPDESK_REDIRECT.name))) return null;
  const returnTo = helpCentrePage(ports.cookies.get(COOKIE.HELPDESK_REDIRECT_URL.name));
  ports.cookies.remove(COOKIE.HELPDESK_REDIRECT.name);
  ports.cookies.remove(COOKIE.HELPDESK_REDIRECT_URL.name);
  const result = await openHelpCentre({ currentPath, ...(returnTo ? { returnTo } : {}) }, { support: ports.support, cookies: noCookies });
  if (result.kind !== 'signIn') return result;
  return { ...helpdeskLoginOutcome({ status: null, message: null }, currentPath), error: result.error };
}

/** Cookies that keep nothing: the continued login must not set the trip's cookies again. */
const noCookies: Cookies = { get: () => null, set: () => undefined, remove: () => undefined };
