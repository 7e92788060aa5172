import { makeAutoObservable, runInAction } from 'mobx';
import type { ShoppingListGateway } from '../../adapters/shoppingList/ShoppingListGateway';
import type { KeyValueStorage } from '../../adapters/storage/KeyValueStorage';
import { buildRetailerGallery } from '../../domain/browsing/retailerGallery';
import { CATEGORY_ID } from '../../domain/constants/categories';
import { STORAGE_KEY } from '../../domain/constants/cookies';
import { HTTP_STATUS } from '../../domain/constants/http';
import * as MESSAGES from '../../domain/constants/messages';
import type { Retailer } from '../../domain/retailers/Retailer';
import { checkFeedback } from '../../domain/shoppingList/feedback';
import { cleanShoppingList, isBlankShoppingList } from '../../domain/shoppingList/shoppingListInput';
import type { FeedbackFrequency, MatchedOfferGroup } from '../../domain/shoppingList/ShoppingListMatch';
import { defaultSidebarRetailerId } from '../../domain/shoppingList/sidebarRetailers';
import { INITIAL_SIDEBAR_VIEW, SIDEBAR_TOGGLE_BELOW_WIDTH, SIDEBAR_VIEW, type SidebarView } from '../../domain/shoppingList/sidebarView';
import { refusalOutcome } from '../flows/formOutcome';
import type { AuthStore } from './AuthStore';
import type { CatalogueStore } from './CatalogueStore';
import type { FlagsStore } from './FlagsStore';
import type { LayoutStore } from './LayoutStore';
import type { LoadStatus } from './base/LoadStatus';
import { readJson, writeJson } from './storedJson';
import type { ToastStore } from './ToastStore';

export interface SidebarStoreDeps {
  shoppingList: ShoppingListGateway;
  storage: KeyValueStorage;
  auth: Pick<AuthStore, 'customerId'>;
  catalogue: Pick<CatalogueStore, 'loadCategories' | 'category'>;
  flags: Pick<FlagsStore, 'retailerListRules'>;
  layout: Pick<LayoutStore, 'width'>;
  toasts: Pick<ToastStore, 'error'>;
}

/** How a feedback submit ended: sent (or already sent before), refused inline, or failed with a toast. */
export type FeedbackSubmit = 'sent' | 'invalid' | 'failed' | 'busy';

/**
 * The list-to-offers sidebar (000 §2, §4): open or closed, its view, the retailer, the typed list, the matched
 * groups and which are checked (kept in local storage), and the feedback form. The first open loads the grocery
 * retailers and the stored list; the views themselves are a chunk loaded on that open.
 */
export class SidebarStore {
  isOpen = false;
  view: SidebarView = INITIAL_SIDEBAR_VIEW;
  /** The view Change saved; back returns to it (000 §4). */
  previousView: SidebarView | null = null;
  firstOpen: LoadStatus = 'idle';
  retailerId: number | null = null;
  list = '';
  groups: readonly MatchedOfferGroup[] = [];
  isMatching = false;
  /** Group title → checked (000 §3 "Checked items"). */
  checked: Record<string, boolean>;
  /** Groups opened or closed by hand; the others are expanded unless checked. */
  private expandedByHand: Record<string, boolean> = {};
  feedbackFrequency: FeedbackFrequency | null = null;
  feedbackText = '';
  feedbackError: string | null = null;
  /** The service's message for the text, when it refused it. */
  feedbackTextError: string | null = null;
  isSendingFeedback = false;
  /** Sent from this browser by this customer, or refused as already sent: the feedback link goes away. */
  feedbackSent = false;
  /** True right after this page sent it: matched_offers thanks the shopper where the link was. */
  feedbackJustSent = false;

  constructor(private readonly deps: SidebarStoreDeps) {
    this.checked = readJson<Record<string, boolean>>(deps.storage, STORAGE_KEY.SHOPPING_LIST_CHECKED, {});
    makeAutoObservable<SidebarStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Loading until the first open is done and a retailer is chosen (000 §2). */
  get isLoading(): boolean {
    return this.firstOpen !== 'ready' || this.retailerId === null;
  }

  /** The grocery retailers (category 88) as the gallery orders them: favourites first, the defaults at position 6. */
  get groceryRetailers(): Retailer[] {
    const grocery = this.deps.catalogue.category(CATEGORY_ID.GROCERY);
    return buildRetailerGallery({ retailers: grocery?.retailerList ?? [], ...this.deps.flags.retailerListRules });
  }

  get retailer(): Retailer | null {
    return this.groceryRetailers.find((retailer) => retailer.id === this.retailerId) ?? null;
  }

  /** Find offers is dimmed and inert for a blank list (000 §2, §5). */
  get canFindOffers(): boolean {
    return !isBlankShoppingList(this.list) && this.retailerId !== null && !this.isMatching;
  }

  isChecked(title: string): boolean {
    return this.checked[title] === true;
  }

  /** Expanded by default; checking a group collapses it (000 §4). */
  isExpanded(title: string): boolean {
    return this.expandedByHand[title] ?? !this.isChecked(title);
  }

  open(): void {
    this.isOpen = true;
    if (this.firstOpen === 'idle') void this.loadFirstOpen();
  }

  close(): void {
    this.isOpen = false;
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  /** A selection in the panel (following an offer) toggles it under 1024px, where it covers the page (000 §4). */
  selected(): void {
    if (this.deps.layout.width < SIDEBAR_TOGGLE_BELOW_WIDTH) this.toggle();
  }

  /** Change: remember where the shopper was and pick a store (000 §4). */
  changeRetailer(): void {
    if (this.view !== SIDEBAR_VIEW.SELECT_RETAILER) this.previousView = this.view;
    this.view = SIDEBAR_VIEW.SELECT_RETAILER;
  }

  /** The select_retailer back link: to the view Change saved. */
  back(): void {
    this.view = this.previousView ?? SIDEBAR_VIEW.SHOPPING_LIST;
    this.previousView = null;
  }

  pickRetailer(retailerId: number): void {
    this.retailerId = retailerId;
    this.previousView = null;
    this.view = SIDEBAR_VIEW.SHOPPING_LIST;
  }

  setList(text: string): void {
    this.list = cleanShoppingList(text);
  }

  editList(): void {
    this.view = SIDEBAR_VIEW.SHOPPING_LIST;
  }

  /** Matches the list at the retailer; a failure shows the default error toast (000 §8). */
  async findOffers(): Promise<void> {
    const customerId = this.deps.auth.customerId;
    if (!this.canFindOffers || this.retailerId === null || customerId === null) return;
    this.isMatching = true;
    try {
      const match = await this.deps.shoppingList.matchList(customerId, { list: this.list, retailerId: this.retailerId });
      runInAction(() => {
        this.groups = match.matchedOffers;
        this.expandedByHand = {};
        this.view = SIDEBAR_VIEW.MATCHED_OFFERS;
      });
    } catch (error) {
      console.warn('[sidebar] matchList failed', error);
      this.deps.toasts.error(MESSAGES.DEFAULT_ERROR);
    } finally {
      runInAction(() => {
        this.isMatching = false;
      });
    }
  }

  /** Checks or unchecks a group: checking collapses it, unchecking opens it; kept across a reload. */
  toggleChecked(title: string): void {
    const checked = !this.isChecked(title);
    this.checked = { ...this.checked, [title]: checked };
    const { [title]: _dropped, ...others } = this.expandedByHand;
    this.expandedByHand = others;
    writeJson(this.deps.storage, STORAGE_KEY.SHOPPING_LIST_CHECKED, this.checked);
  }

  toggleExpanded(title: string): void {
    this.expandedByHand = { ...this.expandedByHand, [title]: !this.isExpanded(title) };
  }

  openFeedback(): void {
    if (this.feedbackSent) return;
    this.view = SIDEBAR_VIEW.FEEDBACK;
  }

  setFeedbackFrequency(frequency: FeedbackFrequency): void {
    this.feedbackFrequency = frequency;
    this.feedbackError = null;
  }

  setFeedbackText(text: string): void {
    this.feedbackText = text;
    this.feedbackTextError = null;
  }

  /**
   * Sends the feedback once (000 §5): a frequency is required; a double submit sends once; a 409 means it was
   * already sent, so the form goes away all the same. Either way the sidebar returns to matched_offers.
   */
  async submitFeedback(): Promise<FeedbackSubmit> {
    if (this.isSendingFeedback) return 'busy';
    const customerId = this.deps.auth.customerId;
    const checked = checkFeedback({ frequency: this.feedbackFrequency, text: this.feedbackText, retailerId: this.retailerId });
    if (!checked.ok) {
      this.feedbackError = checked.error;
      return 'invalid';
    }
    if (customerId === null || this.feedbackSent) return 'failed';
    this.isSendingFeedback = true;
    try {
      await this.deps.shoppingList.sendFeedback(customerId, checked.feedback);
      this.feedbackDone(true);
      return 'sent';
    } catch (error) {
      const refusal = refusalOutcome(error, ['additionalText'], MESSAGES.DEFAULT_ERROR);
      if (refusal.status === HTTP_STATUS.CONFLICT) {
        this.feedbackDone(false);
        return 'sent';
      }
      const textError = refusal.fields.additionalText ?? null;
      runInAction(() => {
        this.feedbackTextError = textError;
      });
      if (textError) return 'invalid';
      if (refusal.message) this.deps.toasts.error(refusal.message);
      return 'failed';
    } finally {
      runInAction(() => {
        this.isSendingFeedback = false;
      });
    }
  }

  private feedbackDone(justSent: boolean): void {
    this.feedbackSent = true;
    this.feedbackJustSent = justSent;
    this.rememberFeedbackSent();
    this.view = SIDEBAR_VIEW.MATCHED_OFFERS;
  }

  /** Customers who sent feedback from this browser (the service also answers 409 for a second one). */
  private feedbackSenders(): string[] {
    const stored = readJson<unknown>(this.deps.storage, STORAGE_KEY.SHOPPING_LIST_FEEDBACK_SENT, []);
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  }

  private rememberFeedbackSent(): void {
    const customerId = this.deps.auth.customerId;
    if (customerId === null) return;
    const senders = this.feedbackSenders();
    if (!senders.includes(customerId)) writeJson(this.deps.storage, STORAGE_KEY.SHOPPING_LIST_FEEDBACK_SENT, [...senders, customerId]);
  }

  /** Sign-out: the next customer starts from a fresh first open (the checked map stays with the browser). */
  clear(): void {
    Object.assign(this, {
      isOpen: false, view: INITIAL_SIDEBAR_VIEW, previousView: null, firstOpen: 'idle', retailerId: null, list: '', groups: [],
      expandedByHand: {}, feedbackFrequency: null, feedbackText: '', feedbackError: null, feedbackTextError: null,
      feedbackSent: false, feedbackJustSent: false,
    });
  }

  /** The first open: grocery retailers and the stored list; matched_offers when it has matches, else a default retailer. */
  private async loadFirstOpen(): Promise<void> {
    this.firstOpen = 'loading';
    const customerId = this.deps.auth.customerId;
    this.feedbackSent = customerId !== null && this.feedbackSenders().includes(customerId);
    const [, stored] = await Promise.all([
      this.deps.catalogue.loadCategories(),
      customerId === null
        ? Promise.resolve(null)
        : this.deps.shoppingList.fetchList(customerId).catch((error: unknown) => {
            console.warn('[sidebar] fetchList failed', error);
            // Without the stored list the shopper can still type one: the default retailer stands in.
            this.deps.toasts.error(MESSAGES.DEFAULT_ERROR);
            return null;
          }),
    ]);
    runInAction(() => {
      if (stored) {
        this.retailerId = stored.retailerId;
        this.list = stored.list;
        this.groups = stored.matchedOffers;
        if (stored.matchedOffers.length > 0 && this.view === SIDEBAR_VIEW.SHOPPING_LIST) this.view = SIDEBAR_VIEW.MATCHED_OFFERS;
      } else if (this.retailerId === null) {
        this.retailerId = defaultSidebarRetailerId(this.groceryRetailers);
      }
      this.firstOpen = 'ready';
    });
  }
}
