import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { SettingsGateway } from '../../adapters/settings/SettingsGateway';
import { HTTP_STATUS } from '../../domain/constants/http';
import * as MESSAGES from '../../domain/constants/messages';
import type { SettingsCollection } from '../../domain/privacy/customerSettings';
import { refusalOutcome } from '../flows/formOutcome';
import { Loadable } from './base/Loadable';
import { SerialQueue } from './base/SerialQueue';

/** An unknown or expired token (401) says so; any other failure is the generic try-again. */
function tokenRefusalMessage(error: unknown): string {
  const refusal = refusalOutcome(error, [], MESSAGES.TRY_AGAIN);
  return refusal.status === HTTP_STATUS.UNAUTHORIZED ? MESSAGES.TOKEN_EXPIRED : (refusal.message ?? MESSAGES.TRY_AGAIN);
}

/**
 * The e-mail settings an e-mailed link opens with its token (001 §6, §7), no sign-in needed: read with the
 * token (the /email-settings route's loader), each change saved with it. The settings port's token calls never
 * sign anyone out.
 */
export class EmailSettingsStore {
  readonly collections = new Loadable<SettingsCollection[]>([]);
  saveError: string | null = null;
  /** The settings whose save is in flight: their boxes stay disabled. */
  readonly saving = observable.set<string>();
  /** Saves one after another: each answers the whole collections, so an older answer must never land last. */
  private readonly saves = new SerialQueue();

  constructor(private readonly deps: { settings: Pick<SettingsGateway, 'fetchEmailSettingsWithToken' | 'updateEmailSettingsWithToken'> }) {
    makeAutoObservable<EmailSettingsStore, 'deps' | 'saves'>(this, { deps: false, saves: false, collections: false, saving: false }, { autoBind: true });
  }

  /** The settings the token opens; no token is an expired link. */
  async load(token: string): Promise<void> {
    if (!token) return this.collections.fail(MESSAGES.TOKEN_EXPIRED);
    const { settings } = this.deps;
    await this.collections.run(
      () =>
        settings.fetchEmailSettingsWithToken(token).catch((error: unknown) => {
          throw new Error(tokenRefusalMessage(error), { cause: error });
        }),
      MESSAGES.TRY_AGAIN,
    );
  }

  async setSetting(token: string, id: string, value: boolean): Promise<void> {
    const setting = this.collections.value.flatMap((collection) => collection.settings).find((candidate) => candidate.id === id);
    if (!setting || this.saving.has(id)) return;
    this.saving.add(id);
    this.saveError = null;
    try {
      const collections = await this.saves.run(() => this.deps.settings.updateEmailSettingsWithToken(token, [{ ...setting, value }]));
      this.collections.set(collections);
    } catch (error) {
      runInAction(() => (this.saveError = tokenRefusalMessage(error)));
    } finally {
      runInAction(() => this.saving.delete(id));
    }
  }
}
