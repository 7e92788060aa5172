import { runInAction } from 'mobx';
import type { AccountLinkingGateway } from '../../adapters/linking/AccountLinkingGateway';
import type { RetailerAccountLink } from '../../domain/browsing/retailerPageAction';
import { MESSAGES } from '../../domain/constants/messages';
import type { AuthStore } from './AuthStore';
import { EntityStore } from './base/EntityStore';
import type { LoadStatus } from './base/LoadStatus';

/**
 * The signed-in shopper's retailer account links, by retailer id: the one owner of a link's status. The retailer
 * page shows it (its link state and button) and the unlock flow reads it for the account-not-linked modal.
 */
export class AccountLinksStore extends EntityStore<RetailerAccountLink> {
  protected readonly label = 'account links';

  constructor(
    private readonly gateway: AccountLinkingGateway,
    private readonly auth: Pick<AuthStore, 'customerId'>,
  ) {
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
    if (status !== 'ready') return undefined;
    return ids.length > 0 ? (this.get(retailerId) ?? null) : null;
  }

  /** (Re)reads the shopper's link at a retailer; nothing to read while signed out. */
  read(retailerId: number): Promise<boolean> {
    const customerId = this.auth.customerId;
    if (!customerId) return Promise.resolve(false);
    return this.loadList(
      String(retailerId),
      async () => {
        const link = await this.gateway.fetchAccountLink(customerId, retailerId);
        return link ? [link] : [];
      },
      MESSAGES.DEFAULT_ERROR,
    );
  }

  /** Takes the link a write answered (a direct link, a multi-factor step) as the shopper's link at its retailer. */
  adoptLink(link: RetailerAccountLink): void {
    runInAction(() => {
      this.adopt(link);
      this.lists.set(String(link.retailerId), { status: 'ready', ids: [link.retailerId], error: null });
    });
  }

  /** Forgets the links an unlink removed: those retailers read as not linked. */
  forgetLinks(retailerIds: readonly number[]): void {
    runInAction(() => {
      for (const retailerId of retailerIds) {
        this.byId.delete(retailerId);
        this.lists.set(String(retailerId), { status: 'ready', ids: [], error: null });
      }
    });
  }

  /** The link's status for a decision now: as known, else read first; null when not linked, undefined when unreadable. */
  async statusAt(retailerId: number): Promise<string | null | undefined> {
    if (this.linkAt(retailerId) === undefined) await this.read(retailerId);
    const link = this.linkAt(retailerId);
    return link === undefined ? undefined : (link?.status ?? null);
  }
}
