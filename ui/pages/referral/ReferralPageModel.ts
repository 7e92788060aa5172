import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING } from '../../../domain/constants/timing';
import { parseReferralInvites } from '../../../domain/customers/referralInvites';
import type { Stores } from '../../stores/Stores';
import { REFERRAL_COPY } from './copy';

export type CopiedItem = 'code' | 'link';

/**
 * The referral page: the customer's code and link with Copy buttons (the copy-success indicator shows for
 * TIMING.COPY_SUCCESS_MS), and the invite form (addresses checked by parseReferralInvites, sent once).
 */
export class ReferralPageModel {
  /** Which value shows "Copied!" now. */
  copied: CopiedItem | null = null;
  copyFailed = false;
  invitesText = '';
  /** The invite field's message (the rule's, or the server's field message). */
  inviteError: string | null = null;
  /** The last send's outcome message. */
  inviteResult: { tone: 'success' | 'error'; message: string } | null = null;
  private copiedTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly stores: Stores) {
    makeAutoObservable<ReferralPageModel, 'stores' | 'copiedTimer'>(this, { stores: false, copiedTimer: false }, { autoBind: true });
  }

  get info() {
    return this.stores.customer.info;
  }

  get sending(): boolean {
    return this.stores.support.isSendingInvites;
  }

  async copy(item: CopiedItem): Promise<void> {
    const info = this.info;
    if (!info) return;
    const copied = await this.stores.support.copy(item === 'code' ? info.referralCode : info.referralLink);
    runInAction(() => {
      this.copyFailed = !copied;
      this.copied = copied ? item : null;
    });
    if (this.copiedTimer) clearTimeout(this.copiedTimer);
    this.copiedTimer = copied ? setTimeout(() => runInAction(() => (this.copied = null)), TIMING.COPY_SUCCESS_MS) : null;
  }

  setInvitesText(text: string): void {
    this.invitesText = text;
    this.inviteError = null;
  }

  /** Checks and sends the invites; answers false when the field is invalid (the view moves focus to it). */
  async sendInvites(): Promise<boolean> {
    if (this.sending) return true;
    const parsed = parseReferralInvites(this.invitesText, this.info?.email ?? '');
    this.inviteResult = null;
    if (!parsed.ok) {
      this.inviteError = parsed.message;
      return false;
    }
    const result = await this.stores.support.sendInvites(parsed.value);
    if (!result) return true;
    runInAction(() => {
      if (result.ok) {
        this.invitesText = '';
        this.inviteResult = { tone: 'success', message: result.value.length ? REFERRAL_COPY.invited(result.value) : REFERRAL_COPY.NOTHING_SENT };
        return;
      }
      const fieldMessage = Object.values(result.fields)[0];
      if (fieldMessage) this.inviteError = fieldMessage;
      else if (result.message) this.inviteResult = { tone: 'error', message: result.message };
    });
    return result.ok || !Object.keys(result.fields).length;
  }

  dispose(): void {
    if (this.copiedTimer) clearTimeout(this.copiedTimer);
  }
}
