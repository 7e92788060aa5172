import { makeAutoObservable, runInAction } from 'mobx';
import { HTTP_STATUS } from '../../../domain/constants/http';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { canDownloadPersonalData, type PersonalDataFile, type PersonalDataRequest } from '../../../domain/privacy/personalDataRequest';
import type { FormRefusal } from '../../flows/formOutcome';
import type { Stores } from '../../stores/Stores';

/** What the section shows besides the request's own status. */
export type PersonalDataProblem = 'rateLimited' | 'expired' | null;

/**
 * Right to access (001 §1): ask for the personal data file, follow it while it is made (PersonalDataStore),
 * and hand the file to the browser while it is available (7 days). Asking too often and an expired file are
 * told in place; any other failure of the request goes to the data-request error page (/data-deletion-error).
 */
export class PersonalDataModel {
  problem: PersonalDataProblem = null;

  constructor(private readonly stores: Stores) {
    makeAutoObservable<PersonalDataModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  get request(): PersonalDataRequest | null {
    return this.stores.personalData.request;
  }

  get busy(): boolean {
    return this.stores.personalData.busy;
  }

  get canDownload(): boolean {
    return this.request !== null && canDownloadPersonalData(this.request, this.stores.now());
  }

  /** The page went away: stop following the request. */
  abandon(): void {
    this.stores.personalData.forget();
  }

  async requestFile(): Promise<void> {
    if (this.busy) return;
    this.problem = null;
    const refusal = await this.stores.personalData.requestFile();
    if (refusal) this.failed(refusal);
  }

  /** Fetches the file; the view saves it. Null (and the problem shown) when it cannot be had. */
  async download(): Promise<PersonalDataFile | null> {
    const outcome = await this.stores.personalData.download();
    if (outcome.ok) return outcome.value;
    this.failed(outcome);
    return null;
  }

  private failed(refusal: FormRefusal<never>): void {
    // Nothing was asked (a call in flight, nobody signed in): nothing to tell.
    if (refusal.status === null && refusal.message === null) return;
    runInAction(() => {
      if (refusal.status === HTTP_STATUS.TOO_MANY_REQUESTS) this.problem = 'rateLimited';
      else if (refusal.status === HTTP_STATUS.GONE) this.problem = 'expired';
      else this.stores.router.navigate(buildPath(ROUTE_NAME.DATA_DELETION_ERROR));
    });
  }
}
