import { makeAutoObservable } from 'mobx';
import type { ExternalNavigation } from '../../adapters/location/ExternalNavigation';
import type { AppConfig } from '../../domain/platform/appConfig';

/** Which deployment this is, from /app-config.json (the STAGING tag shows outside production, 000 §2). */
export class EnvironmentStore {
  environment: AppConfig['environment'] | null = null;
  /** The browser's Global Privacy Control signal (navigator.globalPrivacyControl), read once at start. */
  globalPrivacyControl = false;

  constructor(private readonly deps: { externalNavigation: ExternalNavigation }) {
    makeAutoObservable<EnvironmentStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** The affiliate-link service's hosts (/app-config.json): the only ones the retailer-launch page forwards to. */
  affiliateLinkHosts: readonly string[] | null = null;

  setEnvironment(environment: AppConfig['environment']): void {
    this.environment = environment;
  }

  setAffiliateLinkHosts(hosts: readonly string[]): void {
    this.affiliateLinkHosts = hosts;
  }

  setGlobalPrivacyControl(on: boolean): void {
    this.globalPrivacyControl = on;
  }

  /** Unknown counts as production until the config arrives, so the tag never flashes there. */
  get isProduction(): boolean {
    return this.environment === null || this.environment === 'production';
  }

  /** Leaves the app for another site, replacing this page in the history. */
  leaveFor(url: string): void {
    this.deps.externalNavigation.replace(url);
  }
}
