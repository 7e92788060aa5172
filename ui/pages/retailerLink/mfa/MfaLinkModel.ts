import { makeAutoObservable, runInAction } from 'mobx';
import { finishMfaLink } from '../../../flows/linkDirectAccount';
import type { RootStore } from '../../../stores/RootStore';

/**
 * The multi-factor step of a link waiting for a code (1144, actionRequired): the code field, its inline
 * message, the form's message, and the link adopted by AccountLinksStore once the code is accepted.
 */
export class MfaLinkModel {
  code = '';
  codeError: string | null = null;
  formError: string | null = null;
  submitting = false;
  done = false;

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<MfaLinkModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  setCode(code: string): void {
    this.code = code;
    this.codeError = null;
  }

  /** Sends the code once (nothing while one is in flight); answers false when the field is invalid. */
  async submit(retailerId: number): Promise<boolean> {
    const customerId = this.stores.auth.customerId;
    if (this.submitting || !customerId) return true;
    this.submitting = true;
    this.formError = null;
    const outcome = await finishMfaLink({ customerId, retailerId, code: this.code }, { gateway: this.stores.ports.directLinking });
    return runInAction(() => {
      this.submitting = false;
      if (outcome.ok) {
        this.stores.accountLinks.adoptLink(outcome.value);
        this.done = true;
        return true;
      }
      this.codeError = outcome.fields.code ?? null;
      this.formError = outcome.message;
      return this.codeError === null;
    });
  }
}
