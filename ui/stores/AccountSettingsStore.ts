import { makeAutoObservable, runInAction } from 'mobx';
import type { SettingsGateway } from '../../adapters/settings/SettingsGateway';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import * as MESSAGES from '../../domain/constants/messages';
import type { CustomerSetting, SettingsCollection } from '../../domain/privacy/customerSettings';
import { isOptBackInConfirmed } from '../../domain/privacy/optBackIn';
import { applyGlobalPrivacyControl, isPrivacySettingId, PRIVACY_SETTING_IDS, type PrivacySettingId } from '../../domain/privacy/privacySettings';
import { isPrivacyApprovalConfirmed } from '../../domain/modals/privacyApproval';
import type { AuthStore } from './AuthStore';
import type { EnvironmentStore } from './EnvironmentStore';
import type { ModalStore } from './ModalStore';
import { LatestLoad } from './base/LatestLoad';
import { SerialQueue } from './base/SerialQueue';
import type { LoadStatus } from './base/LoadStatus';

/** A privacy setting with the category (collection) it sits in (001 §3). */
export interface PrivacySettingView extends CustomerSetting {
  id: PrivacySettingId;
  category: string;
}

/**
 * The signed-in customer's settings collections (001 §3), shared by the Notifications and Privacy tabs:
 * loaded once per sign-in, saved with settings/many.json. Turning a privacy setting on goes through the
 * privacy-approval modal (YES), turning one off (opting back in) through the typed term; a browser that
 * signals Global Privacy Control has every privacy setting set to true and saved (000 §5). Sign-out clears it.
 */
export class AccountSettingsStore {
  status: LoadStatus = 'idle';
  collections: SettingsCollection[] = [];
  /** Ids being saved: their controls are disabled meanwhile (a double click sends once). */
  readonly saving = new Set<string>();
  /** The last save's failure, shown beside the settings. */
  saveError: string | null = null;
  private readonly latest = new LatestLoad();
  /** Saves one after another: each answers the whole collections, so an older answer must never land last. */
  private readonly saves = new SerialQueue();

  constructor(
    private readonly deps: {
      settings: SettingsGateway;
      auth: Pick<AuthStore, 'customerId'>;
      environment: Pick<EnvironmentStore, 'globalPrivacyControl'>;
      modals: Pick<ModalStore, 'open' | 'close' | 'isOpen'>;
    },
  ) {
    makeAutoObservable<AccountSettingsStore, 'deps' | 'latest' | 'saves'>(this, { deps: false, latest: false, saves: false }, { autoBind: true });
  }

  get error(): string | null {
    return this.status === 'error' ? ACCOUNT_MESSAGES.SETTINGS_LOAD_FAILED : null;
  }

  /** The collections other than privacy (e-mail and the like), with only the settings the customer sees. */
  get notificationCollections(): SettingsCollection[] {
    return this.collections
      .map((collection) => ({ name: collection.name, settings: collection.settings.filter((setting) => setting.show && !isPrivacySettingId(setting.id)) }))
      .filter((collection) => collection.settings.length > 0);
  }

  /** The three privacy settings in the documents' order, each with its category. */
  get privacySettings(): PrivacySettingView[] {
    const found: PrivacySettingView[] = [];
    for (const id of PRIVACY_SETTING_IDS) {
      for (const collection of this.collections) {
        const setting = collection.settings.find((candidate) => candidate.id === id);
        if (setting) found.push({ ...setting, id, category: collection.name });
      }
    }
    return found;
  }

  /** Whether the browser's Global Privacy Control keeps the privacy settings on. */
  get privacyLockedByBrowser(): boolean {
    return this.deps.environment.globalPrivacyControl;
  }

  async load(): Promise<void> {
    const customerId = this.deps.auth.customerId;
    if (!customerId) {
      this.latest.cancel();
      this.status = 'error';
      return;
    }
    this.status = 'loading';
    const kept = await this.latest.run(
      () => this.deps.settings.fetchSettings(customerId),
      (collections) => {
        this.collections = collections;
        this.status = 'ready';
      },
      (error) => {
        console.warn('[settings] the settings could not be loaded', error);
        this.status = 'error';
      },
    );
    if (kept) await this.applyGlobalPrivacyControl();
  }

  /** A notification setting: saved at once. */
  async setNotification(id: string, value: boolean): Promise<void> {
    if (isPrivacySettingId(id)) return;
    await this.save([id], value);
  }

  /** Turning a privacy setting on asks for privacy approval first (000 §2 modals, §5: typed YES). */
  askPrivacyApproval(settingId: PrivacySettingId): void {
    this.deps.modals.open({ kind: 'privacyApproval', settingId });
  }

  /** The privacy-approval modal's confirm: only with exactly YES; saves the setting on, then closes. */
  async confirmPrivacyApproval(settingId: PrivacySettingId, input: string): Promise<boolean> {
    if (!isPrivacyApprovalConfirmed(input)) return false;
    const saved = await this.save([settingId], true);
    if (saved) this.deps.modals.close();
    return saved;
  }

  /** Opting back in (turning a privacy setting off) needs the typed term (001 §4); not while GPC keeps them on. */
  async optBackIn(settingId: PrivacySettingId, input: string): Promise<boolean> {
    if (this.privacyLockedByBrowser || !isOptBackInConfirmed(input)) return false;
    return this.save([settingId], false);
  }

  clear(): void {
    this.latest.cancel();
    this.status = 'idle';
    this.collections = [];
    this.saving.clear();
    this.saveError = null;
  }

  /** With the browser's signal, every privacy setting that is off is set to true and saved (000 §5, 001 §3). */
  private async applyGlobalPrivacyControl(): Promise<void> {
    const privacy = this.privacySettings;
    const applied = applyGlobalPrivacyControl(privacy, this.privacyLockedByBrowser);
    const turnedOn = applied.filter((setting, index) => setting.value !== privacy[index]?.value).map((setting) => setting.id);
    if (turnedOn.length > 0) await this.save(turnedOn, true);
  }

  private settingById(id: string): CustomerSetting | undefined {
    return this.collections.flatMap((collection) => collection.settings).find((setting) => setting.id === id);
  }

  /** Saves `ids` at `value`; adopts the collections the service answers. Never rejects. */
  private async save(ids: readonly string[], value: boolean): Promise<boolean> {
    const customerId = this.deps.auth.customerId;
    const settings = ids.map((id) => this.settingById(id)).filter((setting): setting is CustomerSetting => setting !== undefined);
    if (!customerId || settings.length === 0 || ids.some((id) => this.saving.has(id))) return false;
    for (const id of ids) this.saving.add(id);
    this.saveError = null;
    try {
      const collections = await this.saves.run(() => this.deps.settings.updateSettings(customerId, settings.map((setting) => ({ ...setting, value }))));
      // Signed out (or in as someone else) while it saved: the answer is not the current customer's.
      if (this.deps.auth.customerId !== customerId) return false;
      runInAction(() => {
        this.collections = collections;
      });
      return true;
    } catch (error) {
      console.warn('[settings] the settings could not be saved', error);
      runInAction(() => {
        this.saveError = MESSAGES.TRY_AGAIN;
      });
      return false;
    } finally {
      runInAction(() => {
        for (const id of ids) this.saving.delete(id);
      });
    }
  }
}
