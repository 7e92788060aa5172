import { makeAutoObservable, runInAction } from 'mobx';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';
import { EMAIL_CONFIRMATION_POLL_MS, emailConfirmationStage, type EmailConfirmationStage } from '../../../domain/customers/emailConfirmation';
import { outstandingCheckupItems } from '../../../domain/customers/securityCheckup';
import type { OnboardingStep } from '../../../domain/customers/onboarding';
import { phoneVerificationStage, type PhoneVerification, type PhoneVerificationStage } from '../../../domain/customers/phoneVerification';
import { buildPath } from '../../../domain/navigation/buildPath';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import { safeRedirectPath } from '../../../domain/navigation/safeRedirectPath';
import { formatPhoneMask, phoneDigits } from '../../../domain/validation/phoneMask';
import type { SecurityNameField } from '../../flows/saveSecurityName';
import type { Stores } from '../../stores/Stores';

type NameValues = Record<SecurityNameField, string>;
/** The page's calls to the service, named while one is in flight. */
type CheckupCall = 'name' | 'email' | 'phone' | 'code' | 'resend';
/** The form message each call answers in: a call clears it as it starts. */
const MESSAGE_OF_CALL = {
  name: 'nameMessage',
  email: 'emailMessage',
  phone: 'phoneMessage',
  code: 'phoneMessage',
  resend: 'phoneMessage',
} as const satisfies Record<CheckupCall, keyof SecurityCheckupPageModel>;

/**
 * The security checkup page (001 §2, §4, §5): the items with their statuses, and the form of the first
 * outstanding one in onboarding order: the name step, e-mail confirmation (polling the checkup while
 * awaiting), phone verification. Every form sends once at a time and nothing while invalid; the service's
 * field messages show inline. When every item is settled the page moves on to `redirect` (else /account).
 */
export class SecurityCheckupPageModel {
  name: NameValues = { firstName: '', lastName: '', password: '' };
  nameErrors: Partial<NameValues> = {};
  nameMessage: string | null = null;
  /** Whether the shopper has typed in the name fields (the record's names prefill them until then). */
  private nameEdited = false;

  /** The address the confirmation went to from this page; null before sending. */
  emailSentTo: string | null = null;
  emailMessage: string | null = null;

  /** The phone as shown: the (###) ###-#### mask over the digits typed. */
  phone = '';
  phoneError: string | null = null;
  verification: PhoneVerification | null = null;
  code = '';
  codeError: string | null = null;
  phoneMessage: string | null = null;
  /** A new code was sent (the notice shows until the next attempt). */
  codeResent = false;

  /** One call in flight at a time: a double submit sends once. */
  busy: CheckupCall | null = null;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly stores: Stores) {
    makeAutoObservable<SecurityCheckupPageModel, 'stores' | 'pollTimer' | 'nameEdited'>(
      this,
      { stores: false, pollTimer: false, nameEdited: false },
      { autoBind: true },
    );
  }

  get checkup() {
    return this.stores.securityCheckup;
  }

  get steps() {
    return this.checkup.steps;
  }

  /** The first outstanding item in onboarding order; null when every item is settled (or not known yet). */
  get currentStep(): OnboardingStep | null {
    return outstandingCheckupItems(this.steps)[0]?.id ?? null;
  }

  get isFinished(): boolean {
    return this.checkup.complete === true;
  }

  /** Where the page goes once the checkup is complete: the redirect query when it is a path of this app. */
  get continuePath(): string {
    return safeRedirectPath(routeQueryValue(this.stores.router.route.query, NAV_QUERY_KEY.REDIRECT)) ?? buildPath(ROUTE_NAME.ACCOUNT_PANEL);
  }

  get emailStage(): EmailConfirmationStage {
    return emailConfirmationStage(this.checkup.statusOf('emailConfirmation') ?? '', this.emailSentTo !== null);
  }

  get phoneStage(): PhoneVerificationStage {
    return phoneVerificationStage(this.verification);
  }

  /** The names as the form shows them: the record's until the shopper types. */
  get nameValues(): NameValues {
    if (this.nameEdited) return this.name;
    const info = this.stores.customer.info;
    return { ...this.name, firstName: info?.firstName ?? '', lastName: info?.lastName ?? '' };
  }

  /** The page went away: no more polling. */
  stop(): void {
    this.stopPolling();
  }

  /** Moves on when the checkup is complete; the view calls it as the checkup changes. */
  continueIfFinished(): void {
    if (this.isFinished) {
      this.stopPolling();
      this.stores.router.navigate(this.continuePath, { replace: true });
    }
  }

  setName(field: SecurityNameField, value: string): void {
    if (!this.nameEdited) this.name = { ...this.nameValues };
    this.nameEdited = true;
    this.name[field] = value;
    delete this.nameErrors[field];
  }

  /** Saves the name step; answers the first field to focus when refused (in the form's order). */
  async saveName(): Promise<SecurityNameField | null> {
    const firstRefused = await this.oneAtATime('name', () => this.checkup.saveName(this.nameValues), (outcome) => {
      if (outcome.ok) {
        this.name.password = '';
        this.nameErrors = {};
        return null;
      }
      this.nameErrors = outcome.fields;
      this.nameMessage = outcome.message;
      return (['firstName', 'lastName', 'password'] as const).find((field) => outcome.fields[field]) ?? null;
    });
    return firstRefused ?? null;
  }

  async sendEmail(): Promise<void> {
    const sent = await this.oneAtATime('email', () => this.checkup.sendEmailConfirmation(), (outcome) => {
      if (outcome.ok) this.emailSentTo = outcome.value.email;
      else this.emailMessage = outcome.message;
      return outcome.ok;
    });
    if (sent) this.pollWhileAwaiting();
  }

  /**
   * Makes one of the page's calls unless another is in flight (then answers null): `busy` names it meanwhile, its
   * form's message is cleared as it starts, and `settle` takes its outcome in the same action that clears `busy`.
   */
  private async oneAtATime<T, R>(call: CheckupCall, start: () => Promise<T>, settle: (outcome: T) => R): Promise<R | null> {
    if (this.busy) return null;
    this.busy = call;
    this[MESSAGE_OF_CALL[call]] = null;
    const outcome = await start();
    return runInAction(() => {
      this.busy = null;
      return settle(outcome);
    });
  }

  /** Asks the checkup again every EMAIL_CONFIRMATION_POLL_MS while a sent confirmation is awaited. */
  private pollWhileAwaiting(): void {
    this.stopPolling();
    this.pollTimer = setTimeout(async () => {
      this.pollTimer = null;
      await this.checkup.load();
      if (this.emailStage === 'awaiting') this.pollWhileAwaiting();
    }, EMAIL_CONFIRMATION_POLL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer !== null) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  setPhone(value: string): void {
    this.phone = formatPhoneMask(phoneDigits(value));
    this.phoneError = null;
  }

  /** Sends the code; true when it went (the view then focuses the code field). */
  async sendCode(): Promise<boolean> {
    const sent = await this.oneAtATime('phone', () => this.checkup.sendPhoneCode(this.phone), (outcome) => {
      if (outcome.ok) {
        this.verification = outcome.value;
        this.code = '';
        this.codeError = null;
        this.codeResent = false;
        return true;
      }
      this.phoneError = outcome.fields.phone ?? null;
      this.phoneMessage = outcome.message;
      return false;
    });
    return sent ?? false;
  }

  setCode(value: string): void {
    this.code = value.replace(/\D/g, '');
    this.codeError = null;
  }

  /** Checks the code; false when refused (the view keeps focus on the code field). */
  async verifyCode(): Promise<boolean> {
    const verification = this.verification;
    if (!verification) return false;
    const verified = await this.oneAtATime(
      'code',
      () => {
        this.codeResent = false;
        return this.checkup.verifyPhoneCode(verification.id, this.code);
      },
      (outcome) => {
        if (outcome.ok) {
          this.verification = outcome.value;
          return true;
        }
        this.codeError = outcome.fields.code ?? null;
        this.phoneMessage = outcome.message;
        return false;
      },
    );
    return verified ?? false;
  }

  async resendCode(): Promise<void> {
    const verification = this.verification;
    if (!verification) return;
    await this.oneAtATime('resend', () => this.checkup.resendPhoneCode(verification.id), (outcome) => {
      if (outcome.ok) {
        this.code = '';
        this.codeError = null;
        this.codeResent = true;
      } else this.phoneMessage = outcome.message;
    });
  }

  /** Back to the number field (a typo in the number). */
  changePhone(): void {
    this.verification = null;
    this.code = '';
    this.codeError = null;
    this.codeResent = false;
    this.phoneMessage = null;
  }
}
