import { makeAutoObservable, runInAction } from 'mobx';
import type { Clipboard } from '../../adapters/clipboard/Clipboard';
import type { SupportGateway } from '../../adapters/support/SupportGateway';
import * as MESSAGES from '../../domain/constants/messages';
import { isClientError, refusalOutcome, type FormOutcome } from '../flows/formOutcome';
import type { AuthStore } from './AuthStore';


export interface SupportStoreDeps {
  support: Pick<SupportGateway, 'sendReferralInvites' | 'sendAppDownloadLink'>;
  clipboard: Clipboard;
  auth: Pick<AuthStore, 'customerId'>;
}


/**
 * Reaching friends and the app (001 §7 "implied only by copy"): referral invites by e-mail, the app download
 * link by SMS, and copying the referral code or link. One send of each kind at a time: a second submit while
 * one is in flight sends nothing.
 */
export class SupportStore {
  isSendingInvites = false;
  isSendingAppLink = false;

  constructor(private readonly deps: SupportStoreDeps) {
    makeAutoObservable<SupportStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Invites `emails` (already checked by the form's rule); answers the addresses invited. */
  async sendInvites(emails: readonly string[]): Promise<FormOutcome<string[], 'emails'> | null> {
    const customerId = this.deps.auth.customerId;
    if (this.isSendingInvites || customerId === null) return null;
    this.isSendingInvites = true;
    try {
      return { ok: true, value: await this.deps.support.sendReferralInvites(customerId, emails) };
    } catch (error) {
      // The service's own message for a 4xx reason, else the generic one (001 §8).
      return refusalOutcome(error, ['emails'], MESSAGES.TRY_AGAIN, isClientError);
    } finally {
      runInAction(() => (this.isSendingInvites = false));
    }
  }

  /** Texts the app link to `phone` (E.164, already checked by the form's rule). */
  async sendAppLink(phone: string): Promise<FormOutcome<void, 'phone'> | null> {
    if (this.isSendingAppLink) return null;
    this.isSendingAppLink = true;
    try {
      await this.deps.support.sendAppDownloadLink(phone);
      return { ok: true, value: undefined };
    } catch (error) {
      return refusalOutcome(error, ['phone'], MESSAGES.TRY_AGAIN, isClientError);
    } finally {
      runInAction(() => (this.isSendingAppLink = false));
    }
  }

  /** Copies `text`; answers whether the browser let it. */
  async copy(text: string): Promise<boolean> {
    try {
      await this.deps.clipboard.writeText(text);
      return true;
    } catch (error) {
      console.warn('[support] the clipboard refused the copy', error);
      return false;
    }
  }
}
