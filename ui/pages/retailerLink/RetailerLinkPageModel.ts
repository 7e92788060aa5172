import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { RETAILER_LINK_NOTE, retailerLinkCopy } from '../../../domain/browsing/retailerLinkCopy';
import { RETAILER_ID } from '../../../domain/constants/retailers';
import type { Retailer } from '../../../domain/retailers/Retailer';
import { linkButton, type LinkButton } from '../../../domain/retailers/linkButton';
import { retailerLinkState, type RetailerLinkState } from '../../../domain/retailers/linkState';
import { parseNumericId } from '../../../domain/values/numericId';
import type { LinkAccountField } from '../../flows/linkRetailerAccount';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { Stores } from '../../stores/Stores';

/** How often a pending link's status is read again while the page is open (ours: the documents give none). */
export const LINK_STATUS_POLL_MS = 5_000;

/**
 * How the retailer links: most with the account's e-mail and password; 1408 through the third-party OAuth
 * service (its own section, another part of issue 16); 1144 with the password and then a code (actionRequired).
 */
export type RetailerLinkMethod = 'credentials' | 'direct';

/**
 * The link page (/retailers/:retailerName/:id/link, 001 §3–§5, 000 §4): the retailer's link state with its label
 * and note, the link form (e-mail, password, share purchase history) while unlinked or when trying again, the
 * pending copy with the status read again every LINK_STATUS_POLL_MS until it settles or the page leaves.
 * The route's loader reads the retailer (the catalogue store) and the link (AccountLinksStore, its one owner):
 * this page only derives from them and asks the link store to link and unlink.
 */
export class RetailerLinkPageModel {
  values: Record<LinkAccountField, string> = { email: '', password: '' };
  sharePurchaseHistory = false;
  fields: Partial<Record<LinkAccountField, string>> = {};
  /** The form-wide message (the duplicate or the generic failure). */
  message: string | null = null;
  /** Try again was pressed on a failed (or a linked account is being replaced): the form shows, with Cancel. */
  editing = false;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  /** The page is open: a read answering after it closed schedules no other. */
  private polling = false;

  constructor(private readonly stores: Stores) {
    makeAutoObservable<RetailerLinkPageModel, 'stores' | 'pollTimer' | 'polling'>(
      this,
      { stores: false, pollTimer: false, polling: false },
      { autoBind: true },
    );
  }

  get signedIn(): boolean {
    return this.stores.auth.isSignedIn;
  }

  get retailerId(): number | null {
    return parseNumericId(this.stores.router.route.params.id);
  }

  /** The retailer's read: its status (an id that is no number is answered at once: not found). */
  get status(): LoadStatus {
    const id = this.retailerId;
    return id === null ? 'ready' : this.stores.catalogue.retailer(id).status;
  }

  get retailer(): Retailer | null {
    const id = this.retailerId;
    return id === null ? null : this.stores.catalogue.retailer(id).value;
  }

  /** No such retailer (the 404). */
  get notFound(): boolean {
    return this.status === 'ready' && this.retailer === null;
  }

  get linkMethod(): RetailerLinkMethod {
    return this.retailerId === RETAILER_ID.DIRECT_INTEGRATION ? 'direct' : 'credentials';
  }

  /** The link state; null until the shopper's link has been read. */
  get state(): RetailerLinkState | null {
    const id = this.retailerId;
    if (id === null) return null;
    const link = this.stores.accountLinks.linkAt(id);
    if (link === undefined) return null;
    return link ? retailerLinkState(link.status, link.retailerId, link.locked === true) : 'unlinked';
  }

  get linkReadFailed(): boolean {
    return this.retailerId !== null && this.stores.accountLinks.status(this.retailerId) === 'error';
  }

  /** The status label (Verified, Pending) and the state's note (the pending copy of 001 §4). */
  get copy(): { badge: string | null; note: string | null } {
    return retailerLinkCopy(this.state);
  }

  get pendingNote(): string {
    return RETAILER_LINK_NOTE.pending ?? '';
  }

  get showsForm(): boolean {
    return this.linkMethod === 'credentials' && (this.state === 'unlinked' || this.editing);
  }

  /** The failed state's button (000 §4): Try again, or Cancel in cancel mode (the form open again). */
  get failedButton(): LinkButton | null {
    if (this.state !== 'failed' || this.retailerId === null) return null;
    return linkButton('failed', { retailerId: this.retailerId, hasOffers: false, cancelMode: this.editing });
  }

  get busy(): boolean {
    return this.retailerId !== null && this.stores.accountLinks.isBusy(this.retailerId);
  }

  /**
   * Reads a pending link again every LINK_STATUS_POLL_MS while the page is open (the page's effect); answers
   * the disposer, which stops the reads.
   */
  keepPendingFresh(): () => void {
    this.polling = true;
    const stopWatching = reaction(
      () => this.state === 'pending',
      (pending) => (pending ? this.schedulePoll() : this.cancelPoll()),
      { fireImmediately: true },
    );
    return () => {
      this.polling = false;
      stopWatching();
      this.cancelPoll();
    };
  }

  setValue(field: LinkAccountField, value: string): void {
    this.values[field] = value;
  }

  setSharePurchaseHistory(value: boolean): void {
    this.sharePurchaseHistory = value;
  }

  tryAgain(): void {
    this.editing = true;
  }

  cancel(): void {
    this.editing = false;
    this.fields = {};
    this.message = null;
  }

  /** Sends the form; answers the first field to focus when it was refused field by field, else null. */
  async submit(): Promise<LinkAccountField | null> {
    const retailerId = this.retailerId;
    if (retailerId === null || this.busy) return null;
    this.message = null;
    const outcome = await this.stores.accountLinks.link({ retailerId, ...this.values, sharePurchaseHistory: this.sharePurchaseHistory });
    runInAction(() => {
      if (outcome.ok) {
        this.fields = {};
        this.values.password = '';
        this.editing = false;
        return;
      }
      this.fields = outcome.fields;
      this.message = outcome.message;
    });
    return (['email', 'password'] as const).find((field) => outcome.ok === false && outcome.fields[field]) ?? null;
  }

  /** Reads the link again after LINK_STATUS_POLL_MS, and again while it stays pending. */
  private schedulePoll(): void {
    this.cancelPoll();
    const id = this.retailerId;
    if (!this.polling || id === null) return;
    this.pollTimer = setTimeout(() => {
      this.pollTimer = null;
      void this.stores.accountLinks.read(id).then(() => {
        if (this.state === 'pending') this.schedulePoll();
      });
    }, LINK_STATUS_POLL_MS);
  }

  private cancelPoll(): void {
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }
}
