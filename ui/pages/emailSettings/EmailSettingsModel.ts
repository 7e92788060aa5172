import { makeAutoObservable, runInAction } from 'mobx';
import { MESSAGES } from '../../../domain/constants/messages';
import { NAV_QUERY_KEY } from '../../../domain/constants/navigation';
import type { SettingsCollection } from '../../../domain/privacy/customerSettings';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import { serviceRefusalOf } from '../../../domain/platform/serviceRefusal';
import { HTTP_STATUS } from '../../../domain/constants/http';
import { LatestLoad } from '../../stores/base/LatestLoad';
import { SerialQueue } from '../../stores/base/SerialQueue';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { RootStore } from '../../stores/RootStore';

/**
 * /email-settings?token= (001 §6, §7): the e-mail settings an e-mailed link opens with its token, no sign-in
 * needed; each change is saved with the token. A bad or expired token says so ('Looks like that link is
 * expired or invalid.'); the settings port's token calls never sign anyone out.
 */
export class EmailSettingsModel {
  status: LoadStatus = 'idle';
  collections: SettingsCollection[] = [];
  error: string | null = null;
  saveError: string | null = null;
  readonly saving = new Set<string>();
  private readonly latest = new LatestLoad();
  /** Saves one after another: each answers the whole collections, so an older answer must never land last. */
  private readonly saves = new SerialQueue();

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<EmailSettingsModel, 'stores' | 'latest' | 'saves'>(this, { stores: false, latest: false, saves: false }, { autoBind: true });
  }

  get token(): string {
    return routeQueryValue(this.stores.router.route.query, NAV_QUERY_KEY.TOKEN) ?? '';
  }

  abandon(): void {
    this.latest.cancel();
  }

  async load(): Promise<void> {
    const isLatest = this.latest.start();
    const token = this.token;
    this.status = 'loading';
    this.error = null;
    if (!token) {
      this.fail(MESSAGES.TOKEN_EXPIRED);
      return;
    }
    try {
      const collections = await this.stores.ports.settings.fetchEmailSettingsWithToken(token);
      if (!isLatest()) return;
      runInAction(() => {
        this.collections = collections;
        this.status = 'ready';
      });
    } catch (error) {
      if (isLatest()) this.fail(messageOf(error));
    }
  }

  async setSetting(id: string, value: boolean): Promise<void> {
    const setting = this.collections.flatMap((collection) => collection.settings).find((candidate) => candidate.id === id);
    if (!setting || this.saving.has(id)) return;
    this.saving.add(id);
    this.saveError = null;
    try {
      const token = this.token;
      const collections = await this.saves.run(() => this.stores.ports.settings.updateEmailSettingsWithToken(token, [{ ...setting, value }]));
      runInAction(() => {
        this.collections = collections;
      });
    } catch (error) {
      runInAction(() => {
        this.saveError = messageOf(error);
      });
    } finally {
      runInAction(() => {
        this.saving.delete(id);
      });
    }
  }

  private fail(message: string): void {
    this.status = 'error';
    this.error = message;
  }
}

/** An unknown or expired token (401) says so; anything else is the generic try-again. */
function messageOf(error: unknown): string {
  return serviceRefusalOf(error).status === HTTP_STATUS.UNAUTHORIZED ? MESSAGES.TOKEN_EXPIRED : MESSAGES.TRY_AGAIN;
}
