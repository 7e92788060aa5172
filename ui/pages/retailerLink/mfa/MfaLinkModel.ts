import { makeAutoObservable, runInAction } from 'mobx';
import type { MfaField } from '../../../flows/linkDirectAccount';
import type { Stores } from '../../../stores/Stores';

/**
 * The multi-factor step of a link waiting for a code (1144, actionRequired): the code field, its inline
 * message and the form's message; the direct-linking store sends the code and AccountLinksStore keeps the link.
 */
export class MfaLinkModel {
  code = '';
  /** The code's inline message. */
  fields: Partial<Record<MfaField, string>> = {};
  /** The service's message for the whole step. */
  message: string | null = null;
  done = false;

  constructor(private readonly stores: Stores) {
    makeAutoObservable<MfaLinkModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  get submitting(): boolean {
    return this.stores.directLinking.sendingCode;
  }

  setCode(code: string): void {
    this.code = code;
    this.fields = {};
  }

  /** Sends the code once (nothing while one is in flight); answers false when the field is invalid. */
  async submit(retailerId: number): Promise<boolean> {
    this.message = null;
    const outcome = await this.stores.directLinking.sendMfaCode(retailerId, this.code);
    return runInAction(() => {
      if (outcome.ok) {
        this.done = true;
        return true;
      }
      this.fields = outcome.fields;
      this.message = outcome.message;
      return !this.fields.code;
    });
  }
}
