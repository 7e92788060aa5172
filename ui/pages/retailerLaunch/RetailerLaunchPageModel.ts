import { makeAutoObservable, when, type IReactionDisposer } from 'mobx';
import { retailerCashBackLabel } from '../../../domain/browsing/cashBack';
import { isSafeImageUrl } from '../../../domain/images/safeImageUrl';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { ERROR_MESSAGE_PROPERTY, PLATFORM_TRACKING_EVENT } from '../../../domain/constants/platform';
import { affiliateForwardTarget, REFUSED_AFFILIATE_URL_REPORT, RETAILER_LAUNCH_FORWARD_DELAY_MS } from '../../../domain/navigation/affiliateLanding';
import { buildPath } from '../../../domain/navigation/buildPath';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import { RETAILER_LAUNCH_QUERY as QUERY } from '../../../domain/navigation/routes';
import type { Stores } from '../../stores/Stores';

/** A query value as a finite number, or null (absent, empty or not a number). */
function numberOrNull(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The host of a URL (what the report names), or '' for text that is not one. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/** A query value as text, or null when absent or blank. */
function textOrNull(text: string | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The retailer-launch page (000 §2, §4 step 9): what the launch flow put in the query (the retailer, the offer
 * value, the offers being activated, the shopping id), then the forward to the affiliate URL after
 * RETAILER_LAUNCH_FORWARD_DELAY_MS. The guard already sent a bad affiliate URL home; the target is checked again
 * here, so this page never forwards anywhere the rule refuses.
 */
export class RetailerLaunchPageModel {
  /** Whether the page has handed the shopper to the retailer (the browser is leaving). */
  forwarded = false;
  private delayOver = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private forwardWhenReady: IReactionDisposer | null = null;
  private homeWhenRefused: IReactionDisposer | null = null;

  constructor(private readonly stores: Stores) {
    makeAutoObservable<RetailerLaunchPageModel, 'stores' | 'timer' | 'forwardWhenReady' | 'homeWhenRefused'>(
      this,
      { stores: false, timer: false, forwardWhenReady: false, homeWhenRefused: false },
      { autoBind: true },
    );
  }

  private value(key: string): string | undefined {
    return routeQueryValue(this.stores.router.route.query, key);
  }

  get retailerName(): string | null {
    return textOrNull(this.value(QUERY.NAME));
  }

  /** The retailer's icon, only from https or the app's own origin (isSafeImageUrl). */
  get iconUrl(): string | null {
    const url = textOrNull(this.value(QUERY.ICON_URL));
    return url !== null && isSafeImageUrl(url) ? url : null;
  }

  get offerValue(): string | null {
    return textOrNull(this.value(QUERY.OFFER_VALUE_STRING));
  }

  get shoppingId(): string | null {
    return textOrNull(this.value(QUERY.SHOPPING_ID));
  }

  /** 'Up to 5% back' from maxPercentBack, null without one. */
  get maxPercentBackLabel(): string | null {
    const percent = numberOrNull(this.value(QUERY.MAX_PERCENT_BACK));
    return percent === null ? null : retailerCashBackLabel({ topPercentBack: percent });
  }

  /** 'Up to $2.00 back' from topAmountBack (cents), null without one. */
  get topAmountBackLabel(): string | null {
    const cents = numberOrNull(this.value(QUERY.TOP_AMOUNT_BACK));
    return cents === null ? null : retailerCashBackLabel({ topAmountBack: cents });
  }

  /** How many offers this trip activates (a whole number above 0), else 0. */
  get activatedOfferCount(): number {
    const count = numberOrNull(this.value(QUERY.ITEM_OFFER_COUNT));
    return count !== null && Number.isInteger(count) && count > 0 ? count : 0;
  }

  /** The offer the shopper launched from, when the launch came from an offer. */
  get launchedOfferId(): string | null {
    const id = textOrNull(this.value(QUERY.LAUNCHED_OFFER_ID));
    return id !== null && /^\d+$/.test(id) ? id : null;
  }

  /**
   * Where the page forwards to: null while the app config is unknown (a sandbox URL must land locally, and only
   * the affiliate-link service's hosts are allowed) and for any affiliate URL the rule refuses.
   */
  get forwardTarget(): string | null {
    const { environment, affiliateLinkHosts } = this.stores.environment;
    const affiliateUrl = this.value(QUERY.AFFILIATE_URL);
    if (environment === null || affiliateLinkHosts === null || affiliateUrl === undefined) return null;
    return affiliateForwardTarget(affiliateUrl, environment, affiliateLinkHosts);
  }

  /** The app config is known and the affiliate URL is not one to forward to (another origin's, issue 29). */
  get refused(): boolean {
    const { environment, affiliateLinkHosts } = this.stores.environment;
    return environment !== null && affiliateLinkHosts !== null && this.forwardTarget === null;
  }

  /** Starts the countdown; the forward happens once it is over and the target is known. A refused URL goes home. */
  start(delayMs: number = RETAILER_LAUNCH_FORWARD_DELAY_MS): void {
    this.stop();
    this.timer = setTimeout(this.endDelay, delayMs);
    this.forwardWhenReady = when(() => this.delayOver && this.forwardTarget !== null, this.forward);
    this.homeWhenRefused = when(() => this.refused, this.goHome);
  }

  /** The page went away (or the shopper followed the link): nothing forwards later. */
  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.forwardWhenReady?.();
    this.forwardWhenReady = null;
    this.homeWhenRefused?.();
    this.homeWhenRefused = null;
  }

  /** Reported as the guard's refusals are seen (000 §8 'error message'), then home in place of this page. */
  private goHome(): void {
    if (this.forwarded) return;
    void this.stores.tracking.track(PLATFORM_TRACKING_EVENT.ERROR_MESSAGE, {
      [ERROR_MESSAGE_PROPERTY.MESSAGE]: REFUSED_AFFILIATE_URL_REPORT,
      host: hostOf(this.value(QUERY.AFFILIATE_URL) ?? ''),
    });
    this.stores.router.navigate(buildPath(ROUTE_NAME.HOME), { replace: true });
  }

  private endDelay(): void {
    this.delayOver = true;
  }

  private forward(): void {
    const target = this.forwardTarget;
    if (target === null || this.forwarded) return;
    this.forwarded = true;
    this.stores.environment.leaveFor(target);
  }
}
