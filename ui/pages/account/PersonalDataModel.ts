import { makeAutoObservable, runInAction } from 'mobx';
import { HTTP_STATUS } from '../../../domain/constants/http';
import { serviceRefusalOf } from '../../../domain/platform/serviceRefusal';
import { canDownloadPersonalData, type PersonalDataFile, type PersonalDataRequest } from '../../../domain/privacy/personalDataRequest';
import { buildPath } from '../../../domain/navigation/buildPath';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { LatestLoad } from '../../stores/base/LatestLoad';
import type { RootStore } from '../../stores/RootStore';

/** Ours: how often a pending request is checked again, and for how long before the page stops asking. */
export const PERSONAL_DATA_POLL_MS = 2_000;
export const PERSONAL_DATA_POLL_LIMIT = 30;

/** What the section shows besides the request's own status. */
export type PersonalDataProblem = 'rateLimited' | 'expired' | null;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Right to access (001 §1): ask for the personal data file, follow it while it is made, and hand the file to
 * the browser while it is available (7 days). Asking too often and an expired file are told in place; any
 * other failure of the request goes to the data-request error page (/data-deletion-error).
 */
export class PersonalDataModel {
  request: PersonalDataRequest | null = null;
  busy = false;
  problem: PersonalDataProblem = null;
  private readonly latest = new LatestLoad();

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<PersonalDataModel, 'stores' | 'latest'>(this, { stores: false, latest: false }, { autoBind: true });
  }

  get canDownload(): boolean {
    return this.request !== null && canDownloadPersonalData(this.request, this.stores.ports.clock.now());
  }

  /** The page went away: stop following the request. */
  abandon(): void {
    this.latest.cancel();
  }

  async requestFile(): Promise<void> {
    const customerId = this.stores.auth.customerId;
    if (this.busy || !customerId) return;
    const isLatest = this.latest.start();
    this.busy = true;
    this.problem = null;
    try {
      const request = await this.stores.ports.settings.requestPersonalDataFile(customerId);
      runInAction(() => {
        this.request = request;
      });
      await this.follow(customerId, isLatest);
    } catch (error) {
      this.failed(error);
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Fetches the file; the view saves it. Null (and the problem shown) when it cannot be had. */
  async download(): Promise<PersonalDataFile | null> {
    const customerId = this.stores.auth.customerId;
    if (this.busy || !customerId || !this.request) return null;
    this.busy = true;
    try {
      return await this.stores.ports.settings.downloadPersonalDataFile(customerId, this.request.id);
    } catch (error) {
      this.failed(error);
      return null;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Checks a pending request again every few seconds until it is ready (or the page is left). */
  private async follow(customerId: string, isLatest: () => boolean): Promise<void> {
    const sleep = this.stores.ports.sleep ?? wait;
    for (let attempt = 0; attempt < PERSONAL_DATA_POLL_LIMIT && this.request?.status === 'pending'; attempt += 1) {
      await sleep(PERSONAL_DATA_POLL_MS);
      if (!isLatest() || !this.request) return;
      const request = await this.stores.ports.settings.fetchPersonalDataRequest(customerId, this.request.id);
      if (!isLatest()) return;
      runInAction(() => {
        this.request = request;
      });
    }
  }

  private failed(error: unknown): void {
    const { status } = serviceRefusalOf(error);
    if (status === HTTP_STATUS.TOO_MANY_REQUESTS) this.problem = 'rateLimited';
    else if (status === HTTP_STATUS.GONE) this.problem = 'expired';
    else {
      console.warn('[privacy] the personal data request failed', error);
      this.stores.router.navigate(buildPath(ROUTE_NAME.DATA_DELETION_ERROR));
    }
  }
}
