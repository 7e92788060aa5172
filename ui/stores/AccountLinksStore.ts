import { observable, runInAction } from 'mobx';
import type { DirectLinkingGateway } from '../../adapters/directLinking/DirectLinkingGateway';
import type { AccountLinkingGateway } from '../../adapters/linking/AccountLinkingGateway';
import type { RetailerAccountLink } from '../../domain/browsing/retailerPageAction';
import * as MESSAGES from '../../domain/constants/messages';
import { RETAILER_ID } from '../../domain/constants/retailers';
import { retailersClearedByUnlink } from '../../domain/retailers/linkedAccountsList';
import { unlinkErrorMessage } from '../../domain/retailers/linkErrors';
import { refusalOutcome, type FormOutcome } from '../flows/formOutcome';
import type { LinkAccountField, LinkRetailerAccountInput } from '../flows/linkRetailerAccount';
import type { AuthStore } from './AuthStore';
import { EntityStore } from './base/EntityStore';
import type { LoadStatus } from './base/LoadStatus';

export interface AccountLinksStoreDeps {
  linking: AccountLinkingGateway;
  /** The direct integration's own unlink (001 §4, §7 walmartUnlinkCustomerAccount) for retailer 1408. */
  directLinking: Pick<DirectLinkingGateway, 'unlinkDirect'>;
  auth: Pick<AuthStore, 'customerId'>;
}

/** The key of readAll's load (retailer reads are keyed by their id). */
const ALL_LINKS = 'all';

/**
 * The signed-in shopper's retailer account links, by retailer id: the one owner of a link's status. The retailer
 * page shows it (its link state and button) and the unlock flow reads it for the account-not-linked modal.
 */
export class AccountLinksStore extends EntityStore<RetailerAccountLink> {
  protected readonly label = 'account links';
  /** Retailers whose link or unlink is in flight: their buttons stay disabled, so a double submit sends once. */
  readonly busy = observable.set<number>();

  constructor(private readonly deps: AccountLinksStoreDeps) {
    super();
  }

  protected idOf(link: RetailerAccountLink): number {
    return link.retailerId;
  }

  status(retailerId: number): LoadStatus {
    return this.list(String(retailerId)).status;
  }

  /** The link at a retailer: null when there is none, undefined until a read has answered (or when it failed). */
  linkAt(retailerId: number): RetailerAccountLink | null | undefined {
    const { status, ids } = this.list(String(retailerId));
    if (status === 'ready') return ids.length > 0 ? (this.get(retailerId) ?? null) : null;
    // While a known link is read again (a pending link's poll), it stays as it was rather than blanking.
    return status === 'loading' && ids.length > 0 ? this.get(retailerId) : undefined;
  }

  /** (Re)reads the shopper's link at a retailer; nothing to read while signed out. */
  read(retailerId: number): Promise<boolean> {
    const customerId = this.deps.auth.customerId;
    if (!customerId) return Promise.resolve(false);
    return this.loadList(
      String(retailerId),
      async () => {
        const link = await this.deps.linking.fetchAccountLink(customerId, retailerId);
        return link ? [link] : [];
      },
      MESSAGES.DEFAULT_ERROR,
    );
  }

  /** Takes the link a write answered (a direct link, a multi-factor step) as the shopper's link at its retailer. */
  adoptLink(link: RetailerAccountLink): void {
    this.know(link.retailerId, this.adopt(link));
  }

  /** Forgets the links an unlink removed: those retailers read as not linked. */
  forgetLinks(retailerIds: readonly number[]): void {
    for (const retailerId of retailerIds) this.know(retailerId, null);
  }

  /** The link's status for a decision now: as known, else read first; null when not linked, undefined when unreadable. */
  async statusAt(retailerId: number): Promise<string | null | undefined> {
    if (this.linkAt(retailerId) === undefined) await this.read(retailerId);
    const link = this.linkAt(retailerId);
    return link === undefined ? undefined : (link?.status ?? null);
  }

  /** Every link the shopper has (the account area's list); nothing to read while signed out. */
  readAll(): Promise<boolean> {
    const customerId = this.deps.auth.customerId;
    if (!customerId) return Promise.resolve(false);
    return this.loadList(ALL_LINKS, () => this.deps.linking.listAccountLinks(customerId), MESSAGES.DEFAULT_ERROR);
  }

  /** The answer of readAll: its status, links and error. */
  get all(): { status: LoadStatus; links: RetailerAccountLink[]; error: string | null } {
    const { status, error } = this.list(ALL_LINKS);
    return { status, links: this.entitiesOf(ALL_LINKS), error };
  }

  isBusy(retailerId: number): boolean {
    return this.busy.has(retailerId);
  }

  /** Sends the link form (flows/linkRetailerAccount, loaded on first use: it brings zod) and keeps the answered link. */
  async link(input: Omit<LinkRetailerAccountInput, 'customerId'>): Promise<FormOutcome<RetailerAccountLink, LinkAccountField>> {
    const customerId = this.deps.auth.customerId;
    if (!customerId) return { ok: false, fields: {}, message: MESSAGES.AUTHENTICATION_PROBLEM, status: null };
    if (this.busy.has(input.retailerId)) return { ok: false, fields: {}, message: null, status: null };
    runInAction(() => this.busy.add(input.retailerId));
    try {
      const { linkRetailerAccount } = await import('../flows/linkRetailerAccount');
      const outcome = await linkRetailerAccount({ ...input, customerId }, { linking: this.deps.linking });
      if (outcome.ok) this.know(outcome.value.retailerId, this.adopt(outcome.value));
      return outcome;
    } finally {
      runInAction(() => this.busy.delete(input.retailerId));
    }
  }

  /**
   * Unlinks (also how a failed link is cancelled): forgets the link, and for the direct-integration retailer the
   * one cleared with it (001 §4). The direct integration unlinks through its own call, the others through the
   * account-linking unlink. Answers the message to show when it failed (001 §8), else null.
   */
  async unlink(retailerId: number): Promise<string | null> {
    const customerId = this.deps.auth.customerId;
    if (!customerId) return MESSAGES.AUTHENTICATION_PROBLEM;
    if (this.busy.has(retailerId)) return null;
    runInAction(() => this.busy.add(retailerId));
    try {
      if (retailerId === RETAILER_ID.DIRECT_INTEGRATION) await this.deps.directLinking.unlinkDirect();
      else await this.deps.linking.unlinkAccount(customerId, retailerId);
      this.forgetLinks(retailersClearedByUnlink(retailerId));
      return null;
    } catch (error) {
      return refusalOutcome(error, [], (refusal) => unlinkErrorMessage(refusal.status !== null)).message;
    } finally {
      runInAction(() => this.busy.delete(retailerId));
    }
  }

  /** Records what is now known of one retailer's link, in its own read and in the list of all. */
  private know(retailerId: number, link: RetailerAccountLink | null): void {
    runInAction(() => {
      if (!link) this.byId.delete(retailerId);
      this.lists.set(String(retailerId), { status: 'ready', ids: link ? [retailerId] : [], error: null });
      const all = this.list(ALL_LINKS);
      if (all.status !== 'ready') return;
      const others = all.ids.filter((id) => id !== retailerId);
      const ids = link ? [...others, retailerId].sort((a, b) => a - b) : others;
      this.lists.set(ALL_LINKS, { ...all, ids });
    });
  }
}
