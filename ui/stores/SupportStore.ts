import { makeAutoObservable, runInAction } from 'mobx';
import type { Clipboard } from '../../adapters/clipboard/Clipboard';
import type { SupportGateway } from '../../adapters/support/SupportGateway';
import { MESSAGES } from '../../domain/constants/messages';
import { serviceRefusalOf } from '../../domain/platform/serviceRefusal';
import type { AuthStore } from './AuthStore';

/** What a send answered: done, or the message and the server's field messages to show. */
export type SendResult<T> = { ok: true; value: T } | { ok: false; message: string; fields: Readonly<Record<string, string>> };

export interface SupportStoreDeps {
  support: Pick<SupportGateway, 'sendReferralInvites' | 'sendAppDownloadLink'>;
  clipboard: Clipboard;
  auth: Pick<AuthStore, 'customerId'>;
}

/** Failure text: the service's own message when it gave fields or a 4xx reason, else the generic one (001 §8). */
function refusal(error: unknown): SendResult<never> {
  const { status, message, fields } = serviceRefusalOf(error);
  const own = status !== null && status >= 400 && status < 500 && message !== null;
  return { ok: false, message: own ? message : MESSAGES.TRY_AGAIN, fields };
}

/**
 * Reaching friends and the app (001 §7 "implied only by copy"): referral invites by e-mail, the app download
 * link by SMS, and copying the referral code or link. One send of each kind at a time: a second submit while
 * one is in flight sends nothing.
 */
export class SupportStore {
  sendingInvites = false;
  sendingAppLink = false;

  constructor(private readonly deps: SupportStoreDeps) {
    makeAutoObservable<SupportStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Invites `emails` (already checked by the form's rule); answers the addresses invited. */
  async sendInvites(emails: readonly string[]): Promise<SendResult<string[]> | null> {
    const customerId = this.deps.auth.customerId;
    if (this.sendingInvites || customerId === null) return null;
    this.sendingInvites = true;
    try {
      return { ok: true, value: await this.deps.support.sendReferralInvites(customerId, emails) };
    } catch (error) {
      return refusal(error);
    } finally {
      runInAction(() => (this.sendingInvites = false));
    }
  }

  /** Texts the app link to `phone` (E.164, already checked by the form's rule). */
  async sendAppLink(phone: string): Promise<SendResult<void> | null> {
    if (this.sendingAppLink) return null;
    this.sendingAppLink = true;
    try {
      await this.deps.support.sendAppDownloadLink(phone);
      return { ok: true, value: undefined };
    } catch (error) {
      return refusal(error);
    } finally {
      runInAction(() => (this.sendingAppLink = false));
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
