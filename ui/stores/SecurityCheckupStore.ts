import { makeAutoObservable } from 'mobx';
import type { AccountSecurityGateway } from '../../adapters/accountSecurity/AccountSecurityGateway';
import type { CustomerGateway } from '../../adapters/customers/CustomerGateway';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import * as MESSAGES from '../../domain/constants/messages';
import { isOnboardingStep, ONBOARDING_STEPS, type OnboardingStep } from '../../domain/customers/onboarding';
import type { PhoneVerification } from '../../domain/customers/phoneVerification';
import { checkupItemStatus, isCheckupComplete, type SecurityCheckupItem } from '../../domain/customers/securityCheckup';
import type { SecurityNameStepInput } from '../../domain/validation/securityNameStep';
import { followAccountLink, type AccountLinkOutcome } from '../flows/followAccountLink';
import type { FormOutcome } from '../flows/formOutcome';
import type { SecurityNameField } from '../flows/saveSecurityName';
import type { AuthStore } from './AuthStore';
import { LatestLoad } from './base/LatestLoad';
import { Loadable } from './base/Loadable';
import type { LoadStatus } from './base/LoadStatus';
import type { CustomerStore } from './CustomerStore';
import { CUSTOMER_ID_MISSING } from '../../domain/customers/customerId';

/**
 * The signed-in customer's security checkup (001 §3, §4): its items and statuses, which the navigation guard
 * reads (`complete`: the account page needs every item settled), and the calls that settle them: the name
 * step, e-mail confirmation and phone verification; plus the e-mailed links' calls (confirm e-mail, unlock).
 * A change the service confirms reloads the items rather than guessing their new statuses. Sign-out clears it.
 */
export class SecurityCheckupStore {
  items: SecurityCheckupItem[] = [];
  status: LoadStatus = 'idle';
  error: string | null = null;
  /** Whose items are held: an answer for an earlier sign-in never counts for the next. */
  private loadedFor: string | null = null;
  private readonly latest = new LatestLoad();
  /** The confirmation e-mail's link as followed on arrival (the confirm-email page), null until it answers. */
  readonly emailConfirmation = new Loadable<AccountLinkOutcome | null>(null);
  /** The account-lock e-mail's link as followed on arrival (the unlock-account page), null until it answers. */
  readonly accountUnlock = new Loadable<AccountLinkOutcome | null>(null);
  /** The tokens those links were followed with: the same link is followed once (a retry follows it again). */
  private readonly followedTokens = new Map<Loadable<AccountLinkOutcome | null>, string | undefined>();

  constructor(
    private readonly deps: {
      security: AccountSecurityGateway;
      customers: CustomerGateway;
      auth: Pick<AuthStore, 'customerId'>;
      customer: Pick<CustomerStore, 'adopt'>;
    },
  ) {
    makeAutoObservable<SecurityCheckupStore, 'deps' | 'latest' | 'followedTokens'>(
      this,
      { deps: false, latest: false, emailConfirmation: false, accountUnlock: false, followedTokens: false },
      { autoBind: true },
    );
  }

  /** Whether the held items are the signed-in customer's. */
  get isCurrent(): boolean {
    return this.deps.auth.customerId !== null && this.loadedFor === this.deps.auth.customerId;
  }

  /** Every item settled (COMPLETE or SKIP); undefined while not known for the signed-in customer. */
  get complete(): boolean | undefined {
    return this.isCurrent ? isCheckupComplete(this.items) : undefined;
  }

  /** The onboarding items in their order (001 §2), each with its status (INCOMPLETE by default). */
  get steps(): { id: OnboardingStep; name: string; status: string }[] {
    if (!this.isCurrent) return [];
    return ONBOARDING_STEPS.flatMap((step) => {
      const item = this.items.find((candidate) => candidate.id === step);
      return item && isOnboardingStep(item.id) ? [{ id: step, name: item.name, status: checkupItemStatus(item) }] : [];
    });
  }

  statusOf(step: OnboardingStep): string | undefined {
    return this.steps.find((item) => item.id === step)?.status;
  }

  /** Loads (or reloads) the items; never rejects. A failure keeps what was known and says so in `error`. */
  async load(): Promise<void> {
    const customerId = this.deps.auth.customerId;
    if (!customerId) {
      this.status = 'error';
      this.error = CUSTOMER_ID_MISSING;
      return;
    }
    this.status = 'loading';
    this.error = null;
    await this.latest.run(
      () => this.deps.security.checkupStatus(),
      (items) => {
        // Another customer signed in meanwhile: these items are not theirs.
        if (this.deps.auth.customerId !== customerId) return;
        this.items = items;
        this.loadedFor = customerId;
        this.status = 'ready';
      },
      (error) => {
        console.warn('[securityCheckup] the checkup could not be loaded', error);
        this.status = 'error';
        this.error = MESSAGES.TRY_AGAIN;
      },
    );
  }

  // The steps' flows check their forms with the domain's zod and libphonenumber rules: they load with the
  // checkup page's first call, so the app's startup code (this store feeds the guard) does not carry them.

  async saveName(input: SecurityNameStepInput): Promise<FormOutcome<unknown, SecurityNameField>> {
    const { saveSecurityName } = await import('../flows/saveSecurityName');
    const outcome = await saveSecurityName({ ...input, customerId: this.deps.auth.customerId ?? '' }, this.deps);
    if (outcome.ok) {
      this.deps.customer.adopt(outcome.value);
      await this.load();
    }
    return outcome;
  }

  async sendEmailConfirmation(): Promise<FormOutcome<{ email: string }, never>> {
    const { sendEmailConfirmation } = await import('../flows/sendEmailConfirmation');
    return sendEmailConfirmation(this.deps);
  }

  async sendPhoneCode(phone: string): Promise<FormOutcome<PhoneVerification, 'phone'>> {
    const { sendPhoneCode } = await import('../flows/sendPhoneCode');
    return sendPhoneCode({ customerId: this.deps.auth.customerId ?? '', phone }, this.deps);
  }

  async verifyPhoneCode(verificationId: string, code: string): Promise<FormOutcome<PhoneVerification, 'code'>> {
    const { verifyPhoneCode } = await import('../flows/verifyPhoneCode');
    const outcome = await verifyPhoneCode({ customerId: this.deps.auth.customerId ?? '', verificationId, code }, this.deps);
    if (outcome.ok) await this.load();
    return outcome;
  }

  async resendPhoneCode(verificationId: string): Promise<FormOutcome<PhoneVerification, never>> {
    const { resendPhoneCode } = await import('../flows/resendPhoneCode');
    return resendPhoneCode({ customerId: this.deps.auth.customerId ?? '', verificationId }, this.deps);
  }

  /** The confirmation link's token (no sign-in needed); when signed in the items are reloaded after it. */
  async confirmEmail(token: string | undefined): Promise<AccountLinkOutcome> {
    const outcome = await followAccountLink(token, (value) => this.deps.security.confirmEmail(value), ACCOUNT_MESSAGES.EMAIL_CONFIRMATION_FAILED);
    if (outcome.ok && this.deps.auth.customerId) await this.load();
    return outcome;
  }

  /** The unlock link's token: 'Whoops, that didn't work. Try again?' when the call fails (001 §8). */
  async unlockAccount(token: string | undefined): Promise<AccountLinkOutcome> {
    return followAccountLink(token, (value) => this.deps.security.unlockAccount(value), MESSAGES.UNLOCK_FAILED);
  }

  /**
   * The confirm-email page's loader (`again`: its Try again): follows the link's token into `emailConfirmation`,
   * once per token and one call at a time.
   */
  followEmailConfirmation(token: string | undefined, { again = false } = {}): Promise<void> {
    return this.followOnce(this.emailConfirmation, token, again, () => this.confirmEmail(token));
  }

  /** The unlock-account page's loader (`again`: its Try again): follows the link's token into `accountUnlock`. */
  followAccountUnlock(token: string | undefined, { again = false } = {}): Promise<void> {
    return this.followOnce(this.accountUnlock, token, again, () => this.unlockAccount(token));
  }

  private async followOnce(
    link: Loadable<AccountLinkOutcome | null>,
    token: string | undefined,
    again: boolean,
    follow: () => Promise<AccountLinkOutcome>,
  ): Promise<void> {
    if (link.status === 'loading') return;
    if (!again && link.status !== 'idle' && this.followedTokens.get(link) === token) return;
    this.followedTokens.set(link, token);
    await link.run(follow, MESSAGES.TRY_AGAIN);
  }

  /** Sign-out: the items were the signed-out customer's. */
  clear(): void {
    this.latest.cancel();
    this.items = [];
    this.loadedFor = null;
    this.status = 'idle';
    this.error = null;
  }
}
