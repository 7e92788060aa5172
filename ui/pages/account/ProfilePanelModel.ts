import { makeAutoObservable, runInAction } from 'mobx';
import * as MESSAGES from '../../../domain/constants/messages';
import type { CustomerInfo } from '../../../domain/customers/customerInfo';
import { changedProfileFields, PROFILE_FIELDS, validateProfilePassword, type ProfileField, type ProfileForm } from '../../../domain/validation/profileFields';
import type { Stores } from '../../stores/Stores';

/** The field rules (zod, ~70 KB) load when the shopper starts editing, not with the account page. */
const profileRules = () => import('../../../domain/validation/profileForm');

export type ProfileStage = 'viewing' | 'editing' | 'confirming';

const formOf = (info: CustomerInfo): ProfileForm => ({
  firstName: info.firstName,
  lastName: info.lastName,
  email: info.email,
  birthDate: info.birthDate,
  zip: info.zip,
});

/**
 * The Profile tab (001 §4 "Profile edit": edit, password prompt, save): the form under the registration
 * rules, then the password prompt; the service's refusals land where they belong (a wrong password in the
 * prompt, a field's under the field) and the record updates on success (CustomerStore adopts it).
 */
export class ProfilePanelModel {
  stage: ProfileStage = 'viewing';
  form: ProfileForm = { firstName: '', lastName: '', email: '', birthDate: '', zip: '' };
  fields: Partial<Record<ProfileField, string>> = {};
  password = '';
  passwordError: string | null = null;
  /** A failure that names no field (the network, the service). */
  message: string | null = null;
  saving = false;
  /** Bumped on each submit with errors, so the view moves focus to the first invalid field. */
  invalidSubmits = 0;
  /** Set after a save, for the status line. */
  saved = false;

  constructor(private readonly stores: Stores) {
    makeAutoObservable<ProfilePanelModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  get firstInvalidField(): ProfileField | null {
    return PROFILE_FIELDS.find((field) => this.fields[field]) ?? null;
  }

  edit(): void {
    const info = this.stores.customer.info;
    if (!info) return;
    this.form = formOf(info);
    this.fields = {};
    this.message = null;
    this.saved = false;
    this.stage = 'editing';
    profileRules().catch(() => undefined); // Save reports a failed load
  }

  cancel(): void {
    this.stage = 'viewing';
    this.fields = {};
    this.message = null;
  }

  setField(field: ProfileField, value: string): void {
    this.form[field] = value;
    if (this.fields[field]) delete this.fields[field];
  }

  /** Save: nothing is sent while a field is invalid; a valid form opens the password prompt. */
  async submitForm(): Promise<void> {
    let rules: Awaited<ReturnType<typeof profileRules>>;
    try {
      rules = await profileRules();
    } catch (error) {
      console.warn('[profile] the form rules could not be loaded', error);
      runInAction(() => (this.message = MESSAGES.TRY_AGAIN));
      return;
    }
    const result = rules.validateProfileForm(this.form, this.stores.now());
    runInAction(() => {
      if (!result.ok) {
        this.fields = result.fields;
        this.invalidSubmits += 1;
        return;
      }
      this.form = result.value;
      this.fields = {};
      this.password = '';
      this.passwordError = null;
      this.message = null;
      this.stage = 'confirming';
    });
  }

  setPassword(value: string): void {
    this.password = value;
    this.passwordError = null;
  }

  closePrompt(): void {
    if (this.stage === 'confirming') this.stage = 'editing';
    this.password = '';
    this.passwordError = null;
  }

  /** The prompt's confirm: sends once (disabled while in flight). */
  async confirm(): Promise<void> {
    const info = this.stores.customer.info;
    if (this.saving || !info) return;
    const password = validateProfilePassword(this.password);
    if (!password.ok) {
      this.passwordError = password.message;
      return;
    }
    this.saving = true;
    const changes = changedProfileFields(this.form, formOf(info));
    const result = await this.stores.customer.saveProfile(changes, password.value);
    runInAction(() => {
      this.saving = false;
      if (!result) return;
      if (result.ok) {
        this.stage = 'viewing';
        this.password = '';
        this.saved = true;
        return;
      }
      const { password: passwordError, ...fields } = result.fields;
      if (passwordError) {
        this.passwordError = passwordError;
        return;
      }
      // A refused field, or a failure: back to the form, which shows it.
      this.stage = 'editing';
      this.password = '';
      this.fields = fields;
      this.message = result.message;
      if (Object.keys(fields).length > 0) this.invalidSubmits += 1;
    });
  }
}
