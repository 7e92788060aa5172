import { makeAutoObservable } from 'mobx';
import { NAV_QUERY_KEY } from '../../../domain/constants/navigation';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import type { SettingsCollection } from '../../../domain/privacy/customerSettings';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { Stores } from '../../stores/Stores';

/**
 * /email-settings?token= (001 §6, §7): the e-mail settings an e-mailed link opens with its token, no sign-in
 * needed (EmailSettingsStore, filled by the route's loader); each change is saved with the route's token. A bad
 * or expired token says so ('Looks like that link is expired or invalid.').
 */
export class EmailSettingsModel {
  constructor(private readonly stores: Stores) {
    makeAutoObservable<EmailSettingsModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  get token(): string {
    return routeQueryValue(this.stores.router.route.query, NAV_QUERY_KEY.TOKEN) ?? '';
  }

  get status(): LoadStatus {
    return this.stores.emailSettings.collections.status;
  }

  get collections(): SettingsCollection[] {
    return this.stores.emailSettings.collections.value;
  }

  get error(): string | null {
    return this.stores.emailSettings.collections.error;
  }

  get saveError(): string | null {
    return this.stores.emailSettings.saveError;
  }

  isSaving(id: string): boolean {
    return this.stores.emailSettings.saving.has(id);
  }

  setSetting(id: string, value: boolean): Promise<void> {
    return this.stores.emailSettings.setSetting(this.token, id, value);
  }
}
