import { makeAutoObservable, runInAction } from 'mobx';
import { registrationLandingPath } from '../../../domain/auth/registrationLanding';
import { NAV_QUERY_KEY } from '../../../domain/constants/navigation';
import { friendCodeFromQuery, routeQueryValue } from '../../../domain/navigation/routeQuery';
import { validateBirthDate } from '../../../domain/validation/birthDate';
import type { FieldResult } from '../../../domain/validation/fieldResult';
import { validateFirstName } from '../../../domain/validation/names';
import {
  REGISTRATION_FORM_FIELDS,
  type RegistrationFormField,
  type RegistrationFormValues,
} from '../../../domain/validation/registrationForm';
import { VALIDATION_FEEDBACK, isFeedbackError, type ValidationFeedback } from '../../../domain/validation/validationFeedback';
import { validateZip } from '../../../domain/validation/zip';
import type { CheckedRegistrationField } from '../../flows/checkRegistrationField';
import type { FieldMessages } from '../../flows/registerCustomer';
import type { Stores } from '../../stores/Stores';

export type RegisterPageMode =
  /** The sign-in state is not known yet. */
  | 'loading'
  /** Signed in at the provider, no customer yet: the form. */
  | 'form'
  /** A visitor (a referral link): on the way to the provider's sign-up, the code kept. */
  | 'signUp';

const EMPTY: ValidationFeedback = { state: VALIDATION_FEEDBACK.EMPTY };

/** Local checks run on blur before the server is asked (the referral code has none: it is optional). */
const LOCAL_RULES: Partial<Record<RegistrationFormField, (value: string, today: Date) => FieldResult<string>>> = {
  firstName: (value) => validateFirstName(value),
  zip: (value) => validateZip(value),
  birthDate: (value, today) => validateBirthDate(value, today),
};

const isServerChecked = (field: RegistrationFormField): field is CheckedRegistrationField =>
  field === 'zip' || field === 'referralCode';

/**
 * The register page (001 §2 "Registration form", §4 "Registration submit", §5): first name, zip, birth date and
 * referral code (prefilled from friend / friend_code), each checked on blur, zip and referral code also with the
 * server; submit registers once, re-reads the session with a fresh token (it now names the customer) and lands on
 * /welcome?source=register (+ redirect) or back on the offer the shopper signed up from.
 */
export class RegisterPageModel {
  values: RegistrationFormValues;
  /** Inline messages: the documents' rules, then the server's `fields`. */
  fields: FieldMessages = {};
  feedback: Record<CheckedRegistrationField, ValidationFeedback> = { zip: EMPTY, referralCode: EMPTY };
  /** A message for the whole form (emailTaken, a failure no field explains). */
  message: string | null = null;
  submitting = false;
  /** Bumped when focus should move to the first invalid field (the view reacts). */
  focusRequest = 0;
  /** The latest check of each server-checked field wins (a slow answer for an older value is dropped). */
  private readonly checkRuns: Record<CheckedRegistrationField, number> = { zip: 0, referralCode: 0 };

  constructor(private readonly stores: Stores) {
    this.values = { firstName: '', zip: '', birthDate: '', referralCode: friendCodeFromQuery(stores.router.route.query) ?? '' };
    makeAutoObservable<RegisterPageModel, 'stores' | 'checkRuns'>(this, { stores: false, checkRuns: false }, { autoBind: true });
  }

  get mode(): RegisterPageMode {
    switch (this.stores.auth.status) {
      case 'needsRegistration':
        return 'form';
      case 'anonymous':
        return 'signUp';
      default:
        return 'loading';
    }
  }

  /** The e-mail the shopper signed up with at the provider, once the route's loader has read it. */
  get email(): string | null {
    return this.stores.registration.signedUpAs.value?.email || null;
  }

  /** The referral code of a shared link (query friend, else friend_code). */
  get friendCode(): string | undefined {
    return friendCodeFromQuery(this.stores.router.route.query);
  }

  /** The field focus should go to: the first invalid one, in page order. */
  get firstInvalidField(): RegistrationFormField | null {
    return REGISTRATION_FORM_FIELDS.find((field) => this.isInvalid(field)) ?? null;
  }

  /** The inline text under a field: its rule's or the server's message, else the server check's (none for a 403). */
  messageOf(field: RegistrationFormField): string | null {
    const own = this.fields[field];
    if (own) return own;
    return isServerChecked(field) ? (this.feedback[field].message ?? null) : null;
  }

  /** Invalid for assistive technology: a message shows, or the check failed with its text hidden (403). */
  isInvalid(field: RegistrationFormField): boolean {
    return this.messageOf(field) !== null || (isServerChecked(field) && isFeedbackError(this.feedback[field].state));
  }

  /** SUCCESS once the server recognised the zip or found the referral code. */
  isConfirmed(field: RegistrationFormField): boolean {
    return isServerChecked(field) && this.feedback[field].state === VALIDATION_FEEDBACK.SUCCESS && !this.fields[field];
  }

  /**
   * Starts what the page is for once the sign-in state is known (the route's loader reads the provider's
   * identity): sends a visitor to the provider's sign-up, coming back to this page with the code (skipped while
   * the loop breaker is on: the button then goes), or checks a prefilled referral code as its field's blur would.
   */
  async start(): Promise<void> {
    if (this.mode === 'signUp') {
      await this.stores.auth.redirectToLogin(this.stores.router.path, { signup: true, friendCode: this.friendCode });
      return;
    }
    if (this.mode === 'form' && this.values.referralCode.trim()) await this.check('referralCode');
  }

  /** The visitor's button: the provider's sign-up, back here with the code. */
  signUp(): Promise<void> {
    return this.stores.auth.login(this.stores.router.path, { signup: true, friendCode: this.friendCode });
  }

  change(field: RegistrationFormField, value: string): void {
    this.values[field] = value;
    // A new value's old message no longer applies; the blur checks it again.
    delete this.fields[field];
    if (isServerChecked(field)) this.feedback[field] = EMPTY;
    this.message = null;
  }

  /** Leaving a field: trimmed, checked with its rule, then (zip, referral code) with the server. */
  async blur(field: RegistrationFormField): Promise<void> {
    const value = this.values[field].trim();
    this.values[field] = value;
    const rule = LOCAL_RULES[field];
    // An empty field is left alone until submit: tabbing through the form is no mistake.
    const result = rule && value !== '' ? rule(value, this.today) : null;
    if (result && !result.ok) {
      this.fields[field] = result.message;
      return;
    }
    delete this.fields[field];
    if (isServerChecked(field)) await this.check(field);
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    this.submitting = true;
    this.message = null;
    const result = await this.stores.registration.register(this.values, this.today);
    if (result.ok) {
      // Read before the session changes: a customer on /register is sent home by the guard.
      const landing = registrationLandingPath(routeQueryValue(this.stores.router.route.query, NAV_QUERY_KEY.REDIRECT));
      // The next token names the customer: the session is read again before the landing page is guarded.
      await this.stores.auth.readSession({ fresh: true });
      this.stores.router.navigate(landing, { replace: true });
      return;
    }
    runInAction(() => {
      this.submitting = false;
      this.fields = { ...result.fields };
      if (result.kind === 'blocked') this.feedback = { zip: result.zip, referralCode: result.referralCode };
      this.message = result.message;
      this.focusRequest += 1;
    });
    if (result.toast) this.stores.toasts.error(result.toast);
  }

  private get today(): Date {
    return this.stores.now();
  }

  private async check(field: CheckedRegistrationField): Promise<void> {
    const value = this.values[field].trim();
    if (value === '') {
      this.feedback[field] = EMPTY;
      return;
    }
    const run = ++this.checkRuns[field];
    const answer = (await this.stores.registration.checkFields({ [field]: value }))[field] ?? EMPTY;
    if (run !== this.checkRuns[field] || this.values[field].trim() !== value) return;
    runInAction(() => {
      this.feedback[field] = answer;
    });
    if (answer.toast) this.stores.toasts.error(answer.toast);
  }
}
