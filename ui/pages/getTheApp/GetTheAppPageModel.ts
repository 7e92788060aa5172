import { makeAutoObservable, runInAction } from 'mobx';
import { validatePhone } from '../../../domain/validation/phone';
import { formatPhoneMask, phoneDigits } from '../../../domain/validation/phoneMask';
import type { Stores } from '../../stores/Stores';
import { GET_THE_APP_COPY } from './copy';

/** The app link by SMS (001 §7): the phone field masked (###) ###-####, checked as a US number, sent once. */
export class GetTheAppPageModel {
  /** The field's text, masked as typed. */
  phone = '';
  phoneError: string | null = null;
  result: { tone: 'success' | 'error'; message: string } | null = null;

  constructor(private readonly stores: Stores) {
    makeAutoObservable<GetTheAppPageModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  get sending(): boolean {
    return this.stores.support.isSendingAppLink;
  }

  setPhone(typed: string): void {
    this.phone = formatPhoneMask(phoneDigits(typed));
    this.phoneError = null;
  }

  /** Checks and sends; answers false when the field is invalid (the view moves focus to it). */
  async send(): Promise<boolean> {
    if (this.sending) return true;
    this.result = null;
    const checked = validatePhone(this.phone);
    if (!checked.ok) {
      this.phoneError = checked.message;
      return false;
    }
    const sentTo = this.phone;
    const result = await this.stores.support.sendAppLink(checked.value);
    if (!result) return true;
    return runInAction(() => {
      if (result.ok) {
        this.phone = '';
        this.result = { tone: 'success', message: GET_THE_APP_COPY.sent(sentTo) };
        return true;
      }
      if (result.fields.phone) {
        this.phoneError = result.fields.phone;
        return false;
      }
      if (result.message) this.result = { tone: 'error', message: result.message };
      return true;
    });
  }
}
