import { makeAutoObservable, runInAction } from 'mobx';
import type { SettingsGateway } from '../../adapters/settings/SettingsGateway';
import * as MESSAGES from '../../domain/constants/messages';
import type { PersonalDataFile, PersonalDataRequest } from '../../domain/privacy/personalDataRequest';
import { refusalOutcome, type FormOutcome, type FormRefusal } from '../flows/formOutcome';
import type { AuthStore } from './AuthStore';
import { LatestLoad } from './base/LatestLoad';

/** Ours: how often a pending request is checked again, and for how long before the page stops asking. */
export const PERSONAL_DATA_POLL_MS = 2_000;
export const PERSONAL_DATA_POLL_LIMIT = 30;

/** A call that answered nothing to show: nobody is signed in, or another call is in flight. */
const NOT_ASKED: FormRefusal<never> = { ok: false, fields: {}, message: null, status: null };

/**
 * The signed-in customer's personal data file (right to access, 001 §1): asked for, followed while it is made
 * (checked every few seconds), then fetched for the browser to save. A refusal is answered as a FormRefusal:
 * the caller tells the shopper by its status (asked too often, expired).
 */
export class PersonalDataStore {
  request: PersonalDataRequest | null = null;
  /** A request or download in flight: the buttons stay disabled. */
  busy = false;
  private readonly latest = new LatestLoad();

  constructor(
    private readonly deps: {
      settings: Pick<SettingsGateway, 'requestPersonalDataFile' | 'fetchPersonalDataRequest' | 'downloadPersonalDataFile'>;
      auth: Pick<AuthStore, 'customerId'>;
      sleep: (ms: number) => Promise<void>;
    },
  ) {
    makeAutoObservable<PersonalDataStore, 'deps' | 'latest'>(this, { deps: false, latest: false }, { autoBind: true });
  }

  /** Asks for the file and follows it until it is ready (or forgotten); null when asked, else the refusal. */
  async requestFile(): Promise<FormRefusal<never> | null> {
    const customerId = this.deps.auth.customerId;
    if (this.busy || !customerId) return NOT_ASKED;
    const isLatest = this.latest.start();
    this.busy = true;
    try {
      const request = await this.deps.settings.requestPersonalDataFile(customerId);
      runInAction(() => (this.request = request));
      await this.follow(customerId, isLatest);
      return null;
    } catch (error) {
      console.warn('[privacy] the personal data request failed', error);
      return refusalOutcome(error, [], MESSAGES.TRY_AGAIN);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Fetches the file of the request shown. */
  async download(): Promise<FormOutcome<PersonalDataFile, never>> {
    const customerId = this.deps.auth.customerId;
    const request = this.request;
    if (this.busy || !customerId || !request) return NOT_ASKED;
    this.busy = true;
    try {
      return { ok: true, value: await this.deps.settings.downloadPersonalDataFile(customerId, request.id) };
    } catch (error) {
      console.warn('[privacy] the personal data file could not be fetched', error);
      return refusalOutcome(error, [], MESSAGES.TRY_AGAIN);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** The page went away (or the shopper signed out): stop following the request, and forget it. */
  forget(): void {
    this.latest.cancel();
    this.request = null;
  }

  /** Checks a pending request again every few seconds until it is ready (or forgotten). */
  private async follow(customerId: string, isLatest: () => boolean): Promise<void> {
    for (let attempt = 0; attempt < PERSONAL_DATA_POLL_LIMIT && this.request?.status === 'pending'; attempt += 1) {
      await this.deps.sleep(PERSONAL_DATA_POLL_MS);
      if (!isLatest() || !this.request) return;
      const request = await this.deps.settings.fetchPersonalDataRequest(customerId, this.request.id);
      if (!isLatest()) return;
      runInAction(() => (this.request = request));
    }
  }
}
