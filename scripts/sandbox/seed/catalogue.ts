// The catalogue: retailers, categories, offers, rewards, banners, bonuses, gift cards, products. A pure
// function of (seed, scale, now): rows keyed by column name, ready for insertRows.
import { categoryPath } from '../../../domain/browsing/paths';
import { BONUS_FUNDED_INTERNAL_TYPE } from '../../../domain/bonuses/fundedBonuses';
import { BONUS_HOW_TO_COMPLETE_HEADING } from '../../../domain/bonuses/bonusDescription';
import { BONUS_TYPE } from '../../../domain/bonuses/classifyBonus';
import { KNOWN_EXTENSION_PLATFORMS } from '../../../domain/constants/app';
import type { BannerContext } from '../../../domain/banners/Banner';
import { BANNER_DEFAULT_ONBOARDING_LINK, BANNER_RETAILER_LINK_PREFIX } from '../../../domain/banners/bannerTarget';
import { CATEGORY_ID } from '../../../domain/constants/categories';
import { CATEGORY_SORT_ORDER_IDS } from '../../../domain/categories/sortOrder';
import { LIMITS, MONEY } from '../../../domain/constants/limits';
import { MINIMUM_WITHDRAWAL_CENTS } from '../../../domain/validation/withdrawalAmount';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { RETAILER_ID } from '../../../domain/constants/retailers';
import { PREFERRED_LAUNCH_CATEGORY_IDS } from '../../../domain/launch/launchOffers';
import { REWARD_TYPE } from '../../../domain/constants/shopping';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../domain/constants/timing';
import { buildPath } from '../../../domain/navigation/buildPath';
import { offerPath } from '../../../domain/offers/offerPath';
import { PRODUCT_SEARCH_EXCLUSIONS } from '../../../domain/products/productSearch';
import { pathSegment } from '../../../domain/offers/slug';
import {
  FIXED_CATEGORIES,
  FIXED_RETAILER_GROUP,
  FIXED_RETAILERS,
  OFFER_TAGS,
  PURCHASE_CATEGORIES,
  SANDBOX_IMAGE_BASE,
  SANDBOX_RETAILER_ID,
  type FixedRetailer,
} from './fixtures';
import type { Rng } from './rng';
import {
  AISLES_BY_KIND,
  BRANDS,
  NAME_COMPOUNDS,
  NAME_PLACES,
  NAME_ROOTS,
  POPULAR_TERMS,
  PRODUCTS,
  RETAILER_KINDS,
  SIZES,
  type RetailerKind,
} from './words';

export type Row = Record<string, unknown>;

export interface SeedContext {
  rng: Rng;
  /** Catalogue size factor: 1 by default, 10 for the benchmark. */
  scale: number;
  /** The instant every relative time (expirations, join dates) is computed from. */
  now: Date;
}

/** What the customer seed needs to know about the catalogue. */
export interface RetailerInfo {
  id: number;
  name: string;
  kind: RetailerKind;
  web: boolean;
  tempDisabled: boolean;
  linkMethod: 'credentials' | 'direct' | null;
}
export interface OfferInfo {
  id: number;
  name: string;
  attribution: 'affiliate' | 'nonaffiliate';
  offerType: 'default' | 'hero';
  currentValue: string;
  retailerIds: number[];
  /** Product name for item offers (shopping-list matching). */
  product: string | null;
  instantRewardIds: number[];
  sweepstakes: boolean;
  expiration: Date | null;
}
export interface BonusInfo {
  id: number;
  name: string;
  amountCents: number;
  featured: boolean;
  expired: boolean;
  steps: number;
  category: string;
}

export interface Catalogue {
  tables: {
    retailer_groups: Row[];
    retailers: Row[];
    categories: Row[];
    category_retailers: Row[];
    offers: Row[];
    offer_retailers: Row[];
    offer_groups: Row[];
    offer_group_offers: Row[];
    offer_tags: Row[];
    offer_tag_offers: Row[];
    purchase_categories: Row[];
    offer_purchase_categories: Row[];
    rewards: Row[];
    offer_rewards: Row[];
    banners: Row[];
    bonuses: Row[];
    bonus_qualifications: Row[];
    bonus_offers: Row[];
    buyable_gift_cards: Row[];
    products: Row[];
    product_retailers: Row[];
    popular_search_terms: Row[];
    web_app_config: Row[];
  };
  retailers: RetailerInfo[];
  offers: OfferInfo[];
  offersByRetailer: Map<number, OfferInfo[]>;
  bonuses: BonusInfo[];
  giftCardIds: string[];
}

const round = (value: number, digits = 4) => Number(value.toFixed(digits));
const after = (now: Date, ms: number) => new Date(now.getTime() + ms);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const percentText = (percent: number) => `${percent}%`;
const image = (...parts: (string | number)[]) => `${SANDBOX_IMAGE_BASE}/${parts.join('/')}.png`;
const hostSlug = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '');
/** Price compare's products (000 §7): enough per scale for a real catalogue (issue 17: at least 200 with UPCs). */
const PRODUCTS_PER_SCALE = 220;
/** The marketplaces product search leaves out, as their shelves name them ('amazon' → 'Amazon'). */
const EXCLUDED_MARKETPLACE_NAMES = PRODUCT_SEARCH_EXCLUSIONS.map((name) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`);
const kindByKey = new Map(RETAILER_KINDS.map((kind) => [kind.key, kind]));

function kindOf(key: string): RetailerKind {
  const kind = kindByKey.get(key);
  if (!kind) throw new Error(`Unknown retailer kind ${key}`);
  return kind;
}

/** Draws n distinct integers from [min, max] minus the excluded ones, in increasing order. */
function distinctIds(rng: Rng, n: number, min: number, max: number, excluded: ReadonlySet<number>): number[] {
  const chosen = new Set<number>();
  if (max - min + 1 - excluded.size < n) throw new Error('Id range too small');
  while (chosen.size < n) {
    const id = rng.int(min, max);
    if (!excluded.has(id)) chosen.add(id);
  }
  return [...chosen].sort((a, b) => a - b);
}

// ---------------------------------------------------------------------------------------------------
// Retailers
// ---------------------------------------------------------------------------------------------------

interface RetailerDraft extends RetailerInfo {
  groupId: number | null;
  fixed: FixedRetailer | null;
  requiresLink: boolean;
  otherPlatforms: readonly string[];
  categoryIds: Set<number>;
}

function draftRetailers({ rng, scale }: SeedContext): { drafts: RetailerDraft[]; groups: Row[] } {
  const usedNames = new Set(FIXED_RETAILERS.map((retailer) => retailer.name.toLowerCase()));
  const groupCount = 3 * scale;
  const generatedCount = 60 * scale;
  const reserved = new Set<number>(FIXED_RETAILERS.map((retailer) => retailer.id));
  const ids = rng.shuffle(distinctIds(rng, generatedCount, 100, 100 + generatedCount * 20, reserved));
  const kinds = rng.shuffle(RETAILER_KINDS);

  // A prefix no other retailer uses yet (type-ahead friendly), falling back to a shared one when none is left.
  const newPrefix = () => {
    for (let attempt = 0; ; attempt++) {
      const root = rng.pick(NAME_ROOTS);
      const prefix = rng.chance(0.5) ? `${root} ${rng.pick(NAME_PLACES)}` : `${root}${rng.pick(NAME_COMPOUNDS)}`;
      if (attempt > 200 || ![...usedNames].some((name) => name.startsWith(prefix.toLowerCase() + ' '))) return prefix;
    }
  };
  const nameFor = (prefix: string, kind: RetailerKind) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const name = `${prefix} ${rng.pick(kind.suffixes)}`;
      if (!usedNames.has(name.toLowerCase())) {
        usedNames.add(name.toLowerCase());
        return name;
      }
    }
    return null;
  };

  const groups: Row[] = [
    { id: FIXED_RETAILER_GROUP.id, name: FIXED_RETAILER_GROUP.name, display_types: ['IN_STORE', 'ONLINE'], logo_url: image('groups', FIXED_RETAILER_GROUP.id) },
  ];
  const drafts: RetailerDraft[] = FIXED_RETAILERS.map((fixed) => {
    const kind = kindOf(fixed.kind);
    return {
      id: fixed.id,
      name: fixed.name,
      kind,
      web: fixed.webRetailer,
      tempDisabled: fixed.tempDisabled ?? false,
      linkMethod: fixed.accountLinkMethod ?? null,
      requiresLink: fixed.requiresAccountLink ?? false,
      otherPlatforms: fixed.otherPlatforms ?? (fixed.webRetailer ? ['ios', 'android', 'extension'] : ['ios', 'android']),
      groupId: (FIXED_RETAILER_GROUP.retailerIds as readonly number[]).includes(fixed.id) ? FIXED_RETAILER_GROUP.id : null,
      fixed,
      categoryIds: new Set([...kind.categoryIds, ...(fixed.extraCategoryIds ?? [])]),
    };
  });

  let groupPrefix: string | null = null;
  for (let i = 0; i < generatedCount; i++) {
    const kind = kinds[i % kinds.length] as RetailerKind;
    const inGroup = i < groupCount * 2;
    let groupId: number | null = null;
    if (inGroup) {
      groupId = 100 + Math.floor(i / 2);
      if (i % 2 === 0) groupPrefix = newPrefix();
    }
    let name: string | null = null;
    while (!name) name = nameFor(inGroup && groupPrefix ? groupPrefix : newPrefix(), kind);
    if (inGroup && i % 2 === 1 && groupPrefix) {
      groups.push({ id: groupId, name: groupPrefix, display_types: ['ONLINE'], logo_url: image('groups', groupId as number) });
    }
    const web = kind.online;
    const linkMethod = kind.items && !kind.online && rng.chance(0.4) ? 'credentials' : null;
    drafts.push({
      id: ids[i] as number,
      name,
      kind,
      web,
      tempDisabled: false,
      linkMethod,
      requiresLink: linkMethod !== null && rng.chance(0.5),
      otherPlatforms: web ? ['ios', 'android', 'extension'] : ['ios', 'android'],
      groupId,
      fixed: null,
      categoryIds: new Set(kind.categoryIds),
    });
  }
  return { drafts, groups };
}

// ---------------------------------------------------------------------------------------------------
// Offers and rewards
// ---------------------------------------------------------------------------------------------------

const ITEM_TERMS = 'Buy the item at a participating retailer, then submit your receipt or use your linked account within 7 days of purchase.';
const ITEM_LEGAL = 'Limit per receipt as shown. Offer valid while it appears in the app. Not valid on alcohol, tobacco or gift cards.';
const AFFILIATE_TERMS = 'Cash back applies to qualifying purchases completed after you tap Shop, in the same session. Excludes gift cards, taxes and shipping.';
const AFFILIATE_LEGAL = 'Rates may change. Returns and cancellations reverse cash back.';

const PURCHASE_CATEGORY_BY_KIND: Readonly<Record<string, number>> = {
  electronics: 2002,
  apparel: 2003,
  kids: 2003,
  home: 2004,
  improvement: 2004,
  beauty: 2005,
  pharmacy: 2005,
  grocery: 2006,
  convenience: 2006,
  travel: 2007,
};
const STOREWIDE_PURCHASE_CATEGORY = 2001;

function offerExpiration(rng: Rng, now: Date): Date | null {
  const roll = rng.next();
  if (roll < 0.1) return null;
  if (roll < 0.13) return after(now, rng.int(5, 55) * MINUTE_MS); // under an hour
  if (roll < 0.16) return after(now, rng.int(2, 20) * HOUR_MS); // under a day
  if (roll < 0.22) return after(now, rng.int(26, 72) * HOUR_MS); // expiring soon
  return after(now, rng.int(7, 60) * DAY_MS);
}

/** Discoverability: most offers are discoverable without an end; some end soon; a few are not discoverable. */
function offerDiscoverability(rng: Rng, now: Date, expiration: Date | null): { is_discoverable: boolean; discoverable_until: Date | null } {
  const roll = rng.next();
  const cap = (date: Date) => (expiration && expiration < date ? expiration : date);
  if (roll < 0.04) {
    const spans = [rng.int(10, 50) * MINUTE_MS, rng.int(2, 20) * HOUR_MS, rng.int(2, 9) * DAY_MS];
    return { is_discoverable: false, discoverable_until: cap(after(now, rng.pick(spans))) };
  }
  if (roll < 0.07) return { is_discoverable: true, discoverable_until: cap(after(now, rng.int(1, 20) * HOUR_MS)) };
  return { is_discoverable: true, discoverable_until: null };
}

function draftOffers(ctx: SeedContext, retailers: RetailerDraft[]) {
  const { rng, scale, now } = ctx;
  const offers: Row[] = [];
  const offerRetailers: Row[] = [];
  const purchaseCategories: Row[] = [];
  const infos: OfferInfo[] = [];
  let nextId = 500_000;
  const newId = () => (nextId += rng.int(1, 7));

  const common = () => {
    const expiration = offerExpiration(rng, now);
    return {
      expiration,
      ...offerDiscoverability(rng, now, expiration),
      recommended_score: round(rng.next()),
      popularity_score: round(rng.next()),
      offer_segment_id: rng.chance(0.3) ? rng.int(1000, 9999) : null,
      segment_id: rng.chance(0.3) ? rng.int(100, 999) : null,
      waved_image_award_tags: rng.chance(0.05) ? [rng.pick(['NEW', 'BONUS', 'LIMITED'])] : [],
    };
  };
  const link = (offerId: number, retailerIds: number[]) =>
    retailerIds.forEach((retailerId, position) => offerRetailers.push({ offer_id: offerId, retailer_id: retailerId, position }));
  const purchaseCategory = (offerId: number, retailerId: number, categoryId: number, percent: number | null) =>
    purchaseCategories.push({ offer_id: offerId, purchase_category_id: categoryId, retailer_id: retailerId, percent_cash_back: percent });

  // Affiliate offers: storewide plus product lines, for every web retailer.
  for (const retailer of retailers.filter((candidate) => candidate.web)) {
    const top = rng.pick([1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12]);
    const lines = rng.sample(retailer.kind.lines, rng.int(1, Math.min(5, retailer.kind.lines.length)));
    const specs = [{ line: null as string | null, percent: top }, ...lines.map((line) => ({ line, percent: round(Math.max(0.5, top - rng.int(0, 2) * 0.5), 1) }))];
    for (const { line, percent } of specs) {
      const id = newId();
      const name = line ? `${percentText(percent)} back on ${line} at ${retailer.name}` : `Up to ${percentText(percent)} back at ${retailer.name}`;
      const currentValue = line ? percentText(percent) : `Up to ${percentText(percent)}`;
      offers.push({
        id,
        name,
        description: line ? `Earn ${percentText(percent)} cash back on ${line} when you shop ${retailer.name} online.` : `Earn up to ${percentText(percent)} cash back storewide at ${retailer.name}.`,
        about: `${retailer.name} ships across the US. Cash back shows as pending within 48 hours.`,
        image_url: image('offers', id),
        current_value: currentValue,
        generic_current_value: !line && percent > 1 ? `1% - ${percentText(percent)}` : currentValue,
        old_value: rng.chance(0.2) ? `Up to ${percentText(round(percent / 2, 1))}` : null,
        percent_back: percent,
        amount_cents: null,
        terms: AFFILIATE_TERMS,
        legal: AFFILIATE_LEGAL,
        attribution_method: 'affiliate',
        offer_type: 'default',
        any_brand: false,
        any_item: false,
        combo: false,
        customer_order_method: 'online',
        flex_spend: false,
        catalogue_position: offers.length + 1,
        ...common(),
      });
      link(id, [retailer.id]);
      purchaseCategory(id, retailer.id, line ? (PURCHASE_CATEGORY_BY_KIND[retailer.kind.key] ?? STOREWIDE_PURCHASE_CATEGORY) : STOREWIDE_PURCHASE_CATEGORY, percent);
      infos.push({ id, name, attribution: 'affiliate', offerType: 'default', currentValue, retailerIds: [retailer.id], product: null, instantRewardIds: [], sweepstakes: false, expiration: offers.at(-1)?.expiration as Date | null });
    }
  }

  // Item (nonaffiliate) offers, each at one to four retailers stocking its aisle.
  const itemRetailers = retailers.filter((retailer) => retailer.kind.items);
  const weighted = itemRetailers.flatMap((retailer) => (retailer.kind.key === 'grocery' ? [retailer, retailer, retailer] : [retailer]));
  const usedNames = new Set<string>();
  const itemCount = 2_900 * scale;
  for (let i = 0; i < itemCount; i++) {
    const primary = rng.pick(weighted);
    const aisle = rng.pick(AISLES_BY_KIND[primary.kind.key] ?? ['pantry']);
    const product = rng.pick(PRODUCTS[aisle] ?? ['Groceries']);
    const brand = rng.pick(BRANDS);
    const roll = rng.next();
    const anyBrand = roll < 0.04;
    const anyItem = !anyBrand && roll < 0.07;
    let name = anyBrand ? `Any brand ${product.toLowerCase()}` : anyItem ? `Any ${brand} product` : `${brand} ${product}${rng.pick(SIZES)}`;
    for (let attempt = 0; usedNames.has(name) && !anyBrand && !anyItem && attempt < 5; attempt++) {
      name = `${rng.pick(BRANDS)} ${product}${rng.pick(SIZES)}`;
    }
    usedNames.add(name);
    const others = itemRetailers.filter((retailer) => retailer.id !== primary.id && (AISLES_BY_KIND[retailer.kind.key] ?? []).includes(aisle));
    const retailerIds = [primary.id, ...rng.sample(others, rng.chance(0.5) ? rng.int(1, 3) : 0).map((retailer) => retailer.id)];
    const byPercent = rng.chance(0.1);
    const amount = byPercent ? null : rng.pick([25, 50, 75, 100, 100, 150, 200, 250, 300, 400, 500]);
    const percent = byPercent ? rng.pick([5, 10, 15, 20]) : null;
    const currentValue = amount !== null ? dollars(amount) : percentText(percent as number);
    const flexSpend = rng.chance(0.02);
    const id = newId();
    offers.push({
      id,
      name,
      description: anyBrand ? `Buy any brand of ${product.toLowerCase()}.` : anyItem ? `Buy any ${brand} product.` : `Buy ${name}.`,
      about: `${brand} makes ${aisle} favourites for everyday shopping.`,
      image_url: image('offers', id),
      current_value: currentValue,
      generic_current_value: amount !== null ? `${dollars(Math.max(25, amount - 50))} - ${dollars(amount)}` : `${percentText(percent as number)}`,
      old_value: rng.chance(0.1) ? (amount !== null ? dollars(Math.max(25, Math.floor(amount / 2))) : null) : null,
      percent_back: percent,
      amount_cents: amount,
      terms: ITEM_TERMS,
      legal: ITEM_LEGAL,
      attribution_method: 'nonaffiliate',
      offer_type: 'default',
      any_brand: anyBrand,
      any_item: anyItem,
      combo: rng.chance(0.03),
      customer_order_method: rng.pick(['any', 'any', 'in-store', 'online']),
      flex_spend: flexSpend,
      flex_spend_total_cents: flexSpend ? rng.pick([2000, 3000, 5000]) : null,
      multiples_count: rng.chance(0.1) ? rng.int(2, 4) : null,
      redemption_max: rng.pick([1, 1, 1, 2, 3, 5]),
      catalogue_position: offers.length + 1,
      ...common(),
    });
    link(id, retailerIds);
    for (const retailerId of retailerIds) {
      if ((PREFERRED_LAUNCH_CATEGORY_IDS as readonly number[]).includes(retailerId)) {
        purchaseCategory(id, retailerId, retailerId, amount === null ? percent : null);
      }
    }
    infos.push({ id, name, attribution: 'nonaffiliate', offerType: 'default', currentValue, retailerIds, product: anyItem ? null : product, instantRewardIds: [], sweepstakes: false, expiration: offers.at(-1)?.expiration as Date | null });
  }

  // The direct-integration retailer also offers pickup and delivery (the preferred launch categories).
  const directIntegration = infos.filter((info) => info.retailerIds[0] === RETAILER_ID.DIRECT_INTEGRATION).slice(0, 2);
  directIntegration.forEach((info, index) =>
    purchaseCategory(info.id, RETAILER_ID.DIRECT_INTEGRATION, PREFERRED_LAUNCH_CATEGORY_IDS[index] as number, 2),
  );

  // Hero offers: ~3%, and at least one at each of a few fixed retailers.
  const heroIds = new Set(rng.sample(infos, Math.round(infos.length * 0.03)).map((info) => info.id));
  for (const retailerId of [RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.ACTIVATE_AND_REDIRECT_A, RETAILER_ID.HIDES_EXTENSION_HEADER]) {
    const first = infos.find((info) => info.retailerIds.includes(retailerId));
    if (first) heroIds.add(first.id);
  }
  offers.forEach((offer, index) => {
    if (heroIds.has(offer.id as number)) {
      offer.offer_type = 'hero';
      (infos[index] as OfferInfo).offerType = 'hero';
    }
  });

  offers.forEach((offer) => (offer.alcohol = false));
  alcoholOffer(offers, offerRetailers);

  return { offers, offerRetailers, purchaseCategories, infos };
}

/** The demo alcohol offer (001 §1: only for customers over 21), at the grocery retailers shoppers see first. */
export const ALCOHOL_OFFER = { id: 499_021, name: 'Lakeside Craft Lager 12-pack', retailerIds: [RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT] } as const;

/**
 * Appended after every drawn offer, with fixed values and an id below the drawn ones, so the rest of the catalogue
 * stays exactly as it was drawn. It is left out of the offer infos: no reward, bonus or demo unlock refers to it.
 */
function alcoholOffer(offers: Row[], offerRetailers: Row[]): void {
  const { id, name, retailerIds } = ALCOHOL_OFFER;
  offers.push({
    id,
    name,
    description: `Buy ${name}. For members 21 and over.`,
    about: 'Lakeside brews lagers and ales in small batches. Please drink responsibly.',
    image_url: image('offers', id),
    current_value: '$3.00',
    generic_current_value: '$2.50 - $3.00',
    old_value: null,
    percent_back: null,
    amount_cents: 300,
    terms: ITEM_TERMS,
    legal: 'Limit one per receipt. Must be 21 or over. Offer valid while it appears in the app.',
    attribution_method: 'nonaffiliate',
    offer_type: 'default',
    any_brand: false,
    any_item: false,
    combo: false,
    customer_order_method: 'any',
    flex_spend: false,
    flex_spend_total_cents: null,
    multiples_count: null,
    redemption_max: 1,
    catalogue_position: offers.length + 1,
    expiration: null,
    is_discoverable: true,
    discoverable_until: null,
    recommended_score: 0.99,
    popularity_score: 0.99,
    offer_segment_id: null,
    segment_id: null,
    waved_image_award_tags: [],
    alcohol: true,
  });
  retailerIds.forEach((retailerId, position) => offerRetailers.push({ offer_id: id, retailer_id: retailerId, position }));
}

function draftRewards(ctx: SeedContext, retailers: RetailerDraft[], offers: OfferInfo[], topPercent: Map<number, number>) {
  const { rng, scale } = ctx;
  const rewards: Row[] = [];
  const offerRewards: Row[] = [];
  let nextId = 70_000;
  const candidates = rng.shuffle(offers);
  let cursor = 0;
  const take = (n: number) => candidates.slice(cursor, (cursor += n));

  // Sweepstakes: one reward per offer, plus one shared by two offers (linkedOfferIds).
  const sweepstakes = take(12 * scale);
  sweepstakes.forEach((offer, index) => {
    const id = ++nextId;
    rewards.push({ id, type: REWARD_TYPE.SWEEPSTAKES, amount: null, content: 'Enter for a chance to win a $500 Clipback gift card.', legal: 'NO PURCHASE NECESSARY. Open to US residents 18 and older. See the Official Rules.', url: '/docs/terms', thumb: image('rewards', id), weight: 1, engagement_id: 9000 + index });
    offerRewards.push({ offer_id: offer.id, reward_id: id });
    offer.sweepstakes = true;
  });
  const shared = take(2);
  const sharedId = ++nextId;
  rewards.push({ id: sharedId, type: REWARD_TYPE.SWEEPSTAKES, content: 'Win a year of groceries.', legal: 'NO PURCHASE NECESSARY. See the Official Rules.', url: '/docs/terms', thumb: image('rewards', sharedId), weight: 2 });
  for (const offer of shared) {
    offerRewards.push({ offer_id: offer.id, reward_id: sharedId });
    offer.sweepstakes = true;
  }

  // Instant rewards (sent as reward_ids when unlocking).
  for (const offer of take(60 * scale)) {
    const id = ++nextId;
    rewards.push({ id, type: REWARD_TYPE.INSTANT, amount: rng.pick([1, 2, 5]), content: 'Instant bonus credited when the offer is redeemed.', thumb: image('rewards', id), weight: round(rng.next(), 2) });
    offerRewards.push({ offer_id: offer.id, reward_id: id });
    offer.instantRewardIds.push(id);
  }

  // Other engagement rewards.
  for (const offer of take(15 * scale)) {
    const id = ++nextId;
    const poll = rng.chance(0.5);
    rewards.push({ id, type: poll ? 'poll' : 'video', content: poll ? 'Which flavour should we add next?' : 'Watch a 30-second video.', answer: poll ? 'Maple' : null, engagement_id: rng.int(10_000, 99_999), thumb: image('rewards', id), weight: round(rng.next(), 2) });
    offerRewards.push({ offer_id: offer.id, reward_id: id });
  }

  // Retailer rewards: shop_now shows an amount in cents, the others a percent.
  for (const retailer of retailers.filter((candidate) => candidate.web)) {
    const id = ++nextId;
    const shopNow = rng.chance(0.25);
    rewards.push({ id, type: shopNow ? REWARD_TYPE.SHOP_NOW : 'cash_back', amount: shopNow ? rng.pick([200, 500, 1000]) : (topPercent.get(retailer.id) ?? 1), retailer_id: retailer.id, thumb: image('rewards', id), weight: 1 });
  }
  return { rewards, offerRewards };
}

// ---------------------------------------------------------------------------------------------------
// Bonuses
// ---------------------------------------------------------------------------------------------------

interface BonusTemplate {
  name: string;
  cents: number;
  category: string;
  steps: string[];
  card: string;
}

const BONUS_TEMPLATES: readonly BonusTemplate[] = [
  { name: 'Earn $5 on your first purchase', cents: MONEY.NEW_USER_FIRST_PURCHASE_CENTS, category: 'new-saver', steps: ['Make your first qualifying purchase'], card: 'New to Clipback? Your first purchase earns an extra $5.' },
  { name: 'Spend $30, get an extra $10', cents: MONEY.NEW_USER_EXTRA_CENTS, category: 'new-saver', steps: ['Spend $30 on qualifying offers'], card: 'Spend $30 in your first weeks and we add $10.' },
  { name: 'Refer a friend, earn $10', cents: MONEY.REFERRAL_BONUS_CENTS, category: 'referrals', steps: ['Invite a friend', `Your friend completes a qualifying offer within ${MONEY.REFERRAL_QUALIFYING_DAYS} days`], card: 'Share Clipback with a friend and earn $10.' },
  { name: 'Grocery streak', cents: 300, category: 'grocery-bonuses', steps: ['Redeem one grocery offer', 'Redeem two grocery offers', 'Redeem three grocery offers'], card: 'Redeem grocery offers three weeks in a row.' },
  { name: 'Shop online three times', cents: 500, category: 'online-shopping', steps: ['Shop online once', 'Shop online twice', 'Shop online three times'], card: 'Shop through Clipback three times this month.' },
  { name: 'Try a new retailer', cents: 200, category: 'online-shopping', steps: ['Shop at a retailer you have not tried'], card: 'Discover somewhere new to shop.' },
  { name: 'Breakfast bundle', cents: 250, category: 'grocery-bonuses', steps: ['Buy a dairy item', 'Buy a bakery item'], card: 'Stock up on breakfast staples.' },
  { name: 'Weekend warrior', cents: 400, category: 'weekly-challenges', steps: ['Redeem an offer on Saturday', 'Redeem an offer on Sunday'], card: 'Redeem offers on both weekend days.' },
  { name: 'Pet parent perk', cents: 300, category: 'weekly-challenges', steps: ['Buy two pet items'], card: 'Treat your pet and earn a bonus.' },
  { name: 'Link a store account', cents: 100, category: 'account-bonuses', steps: ['Link a retailer account'], card: 'Link a loyalty account to earn automatically.' },
];

function draftBonuses(ctx: SeedContext, offers: OfferInfo[], retailers: RetailerDraft[]) {
  const { rng, scale, now } = ctx;
  const bonuses: Row[] = [];
  const qualifications: Row[] = [];
  const bonusOffers: Row[] = [];
  const infos: BonusInfo[] = [];
  const activeRetailers = retailers.filter((retailer) => !retailer.tempDisabled && !retailer.fixed?.otherPlatforms);
  let nextId = 4_000;

  const add = (template: BonusTemplate, options: { featured?: boolean; expiration: Date; discoverableUntil?: Date | null; funded?: boolean; fundedOfferCount?: number; retailer?: boolean; name?: string }) => {
    const id = ++nextId;
    const retailer = options.retailer ? rng.pick(activeRetailers) : null;
    const name = options.name ?? (retailer ? `${template.name} at ${retailer.name}` : template.name);
    const description = [template.card, '', BONUS_HOW_TO_COMPLETE_HEADING, ...template.steps.map((step) => `- ${step}`)].join('\n');
    bonuses.push({
      id,
      name,
      amount_cents: template.cents,
      bonus_type: options.featured ? BONUS_TYPE.FEATURED : null,
      category: template.category,
      completed_image_url: image('bonuses', id, 'completed'),
      uncompleted_image_url: image('bonuses', id, 'uncompleted'),
      description,
      starts_at: after(now, -30 * DAY_MS),
      expiration: options.expiration,
      discoverable_until: options.discoverableUntil ?? null,
      other_reward: rng.chance(0.15) ? 'Entry into the monthly prize draw' : null,
      retailer_id: retailer?.id ?? null,
      internal_type: options.funded ? BONUS_FUNDED_INTERNAL_TYPE : 'STANDARD',
      catalogue_position: bonuses.length + 1,
    });
    template.steps.forEach((step, index) => qualifications.push({ bonus_id: id, position: index + 1, progress_description: step }));
    const pool = retailer ? offers.filter((offer) => offer.retailerIds.includes(retailer.id)) : offers;
    const linked = options.funded ? options.fundedOfferCount ?? 3 : retailer ? 3 : rng.chance(0.4) ? 2 : 0;
    for (const offer of rng.sample(pool, linked)) bonusOffers.push({ bonus_id: id, offer_id: offer.id });
    infos.push({ id, name, amountCents: template.cents, featured: options.featured ?? false, expired: options.expiration < now, steps: template.steps.length, category: template.category });
  };

  const future = () => after(now, rng.int(10, 45) * DAY_MS);
  BONUS_TEMPLATES.forEach((template, index) => add(template, { featured: index % 4 === 1, expiration: future() }));
  for (let i = 0; i < 10 * scale - BONUS_TEMPLATES.length + 4; i++) {
    add(rng.pick(BONUS_TEMPLATES.slice(3)), { featured: rng.chance(0.15), expiration: future(), retailer: true });
  }
  // Recently expired (1–5 days ago).
  for (const template of rng.sample(BONUS_TEMPLATES.slice(3), 3)) {
    add(template, { expiration: after(now, -rng.int(1, 5) * DAY_MS), name: `${template.name} (last week)` });
  }
  // Discovery ends within a day; expires within two days.
  add(BONUS_TEMPLATES[4] as BonusTemplate, { expiration: future(), discoverableUntil: after(now, rng.int(2, 20) * HOUR_MS), name: 'Shop online this weekend' });
  add(BONUS_TEMPLATES[6] as BonusTemplate, { expiration: after(now, rng.int(20, 44) * HOUR_MS), name: 'Breakfast bundle: last chance' });
  // Funded bonuses: one with offers, one with none (dropped by the client, 001 §5).
  add({ name: 'Funded snack bonus', cents: 150, category: 'grocery-bonuses', steps: ['Buy two snack offers'], card: 'Paid by our snack partners.' }, { expiration: future(), funded: true, fundedOfferCount: 4 });
  add({ name: 'Funded bonus without offers', cents: 150, category: 'grocery-bonuses', steps: ['Buy a partner item'], card: 'Its offers are no longer available.' }, { expiration: future(), funded: true, fundedOfferCount: 0 });
  return { bonuses, qualifications, bonusOffers, infos };
}

// ---------------------------------------------------------------------------------------------------
// The whole catalogue
// ---------------------------------------------------------------------------------------------------

export function buildCatalogue(ctx: SeedContext): Catalogue {
  const { rng, scale, now } = ctx;
  const { drafts, groups } = draftRetailers({ ...ctx, rng: rng.fork('retailers') });
  const offerDraft = draftOffers({ ...ctx, rng: rng.fork('offers') }, drafts);
  const { offers: offerRows, infos: offerInfos } = offerDraft;

  const offersByRetailer = new Map<number, OfferInfo[]>();
  for (const offer of offerInfos) {
    for (const retailerId of offer.retailerIds) {
      const list = offersByRetailer.get(retailerId) ?? [];
      list.push(offer);
      offersByRetailer.set(retailerId, list);
    }
  }
  const offerRowById = new Map(offerRows.map((row) => [row.id as number, row]));
  const topPercent = new Map<number, number>();
  const topAmount = new Map<number, number>();
  for (const [retailerId, list] of offersByRetailer) {
    for (const offer of list) {
      const row = offerRowById.get(offer.id);
      const percent = row?.percent_back as number | null;
      const amount = row?.amount_cents as number | null;
      if (percent) topPercent.set(retailerId, Math.max(topPercent.get(retailerId) ?? 0, percent));
      if (amount) topAmount.set(retailerId, Math.max(topAmount.get(retailerId) ?? 0, amount));
    }
  }

  // Recommendations: the direct-integration retailer first, then a random order of listable retailers.
  const listable = drafts.filter((retailer) => !retailer.tempDisabled && retailer.id !== SANDBOX_RETAILER_ID.WEB_EXCLUDED);
  const recommended = [
    RETAILER_ID.DIRECT_INTEGRATION,
    ...rng.fork('recommended').sample(listable.filter((retailer) => retailer.id !== RETAILER_ID.DIRECT_INTEGRATION), 2 * LIMITS.HOME_RECOMMENDED_RETAILERS - 1).map((retailer) => retailer.id),
  ];
  const rank = new Map(recommended.map((id, index) => [id, index + 1]));

  // Category membership beyond the kinds: featured (recommended), hot deals (hero offers), the ignored one.
  const categoryRng = rng.fork('categories');
  const heroRetailers = new Set(offerInfos.filter((offer) => offer.offerType === 'hero').flatMap((offer) => offer.retailerIds));
  for (const retailer of drafts) {
    if (rank.has(retailer.id) && (rank.get(retailer.id) as number) <= LIMITS.HOME_RECOMMENDED_RETAILERS) retailer.categoryIds.add(CATEGORY_ID.NEVER_STORED_FAVORITE);
    if (heroRetailers.has(retailer.id) && categoryRng.chance(0.5)) retailer.categoryIds.add(CATEGORY_ID.HOT_DEALS);
  }
  for (const retailer of categoryRng.sample(listable, 4 * scale)) retailer.categoryIds.add(CATEGORY_ID.IGNORED_RETAILER_CATEGORY);
  const categoryRows: Row[] = FIXED_CATEGORIES.map((category, index) => {
    const sortIndex = CATEGORY_SORT_ORDER_IDS.indexOf(category.id);
    return {
      id: category.id,
      name: category.name,
      type: 'NORMAL',
      icon_url: image('categories', category.id, 'icon'),
      card_url: image('categories', category.id, 'card'),
      seo_long_description: `Earn cash back on ${category.name.toLowerCase()} at retailers you already love. Browse offers, unlock them, and shop.`,
      seo_short_description: `Cash back on ${category.name.toLowerCase()}`,
      sort_order: sortIndex >= 0 ? sortIndex + 1 : null,
      background_treatment_color: category.color,
      icon_treatment_url: image('categories', category.id, 'treatment'),
      catalogue_position: index + 1,
    };
  });
  const members = new Map<number, number[]>(FIXED_CATEGORIES.map((category) => [category.id, []]));
  for (const retailer of drafts) for (const categoryId of retailer.categoryIds) members.get(categoryId)?.push(retailer.id);
  for (const [categoryId, ids] of members) {
    while (ids.length < 3) {
      const extra = categoryRng.pick(listable).id;
      if (!ids.includes(extra)) ids.push(extra);
    }
    members.set(categoryId, categoryRng.shuffle(ids));
  }
  const categoryRetailers: Row[] = [...members].flatMap(([categoryId, ids]) =>
    ids.map((retailerId, position) => ({ category_id: categoryId, retailer_id: retailerId, position })),
  );

  const retailerRng = rng.fork('retailer-rows');
  const retailerRows: Row[] = drafts.map((retailer, index) => {
    const slug = hostSlug(retailer.name);
    const strategies = [
      ...(retailer.web ? ['AFFILIATE'] : []),
      ...(retailer.kind.items ? ['RECEIPT'] : []),
      ...(retailer.linkMethod ? ['LINKED_ACCOUNT'] : []),
    ];
    const displayTypes = retailer.web && !retailer.kind.displayTypes.includes('ONLINE') ? [...retailer.kind.displayTypes, 'ONLINE'] : [...retailer.kind.displayTypes];
    return {
      id: retailer.id,
      name: retailer.name,
      display_type: displayTypes[0],
      display_types: displayTypes,
      icon_url: image('retailers', retailer.id, 'icon'),
      image_url: image('retailers', retailer.id, 'card'),
      about_text: `${retailer.name} carries ${retailer.kind.lines.join(', ')}. Earn cash back every time you shop ${retailer.web ? 'online through Clipback' : 'in store and submit your receipt'}.`,
      short_description: `Cash back on ${retailer.kind.lines.slice(0, 2).join(' and ')}`,
      temp_disabled: retailer.tempDisabled,
      top_percent_back: topPercent.get(retailer.id) ?? null,
      top_amount_back_cents: topAmount.get(retailer.id) ?? null,
      top_awards: retailerRng.chance(0.2) ? [retailerRng.pick(['Top pick', 'Shopper favorite', 'Best value'])] : [],
      sort_data: { POPULARITY: round(retailerRng.next()), RECOMMENDED: round(retailerRng.next()) },
      redemption_strategies: strategies,
      verification_type: retailer.linkMethod ? 'LINKED_ACCOUNT' : retailer.web ? 'AFFILIATE' : 'RECEIPT',
      credit_pending_period: retailer.web ? retailerRng.pick(['7 days', '7 days', '30 days', null]) : null,
      retailer_group_id: retailer.groupId,
      web_retailer: retailer.web,
      web_url: retailer.web ? `https://www.${slug}.example/` : null,
      affiliate_url: retailer.web ? `https://shop.${slug}.example/` : null,
      has_in_store_and_online_offers: retailer.web && displayTypes.includes('IN_STORE'),
      recommended_rank: rank.get(retailer.id) ?? null,
      account_link_method: retailer.linkMethod,
      requires_account_link: retailer.requiresLink,
      other_platforms: retailer.otherPlatforms,
      catalogue_position: index + 1,
    };
  });

  const { rewards, offerRewards } = draftRewards({ ...ctx, rng: rng.fork('rewards') }, drafts, offerInfos, topPercent);

  // Offer groups: the same product across brands.
  const groupRng = rng.fork('offer-groups');
  const byProduct = new Map<string, OfferInfo[]>();
  for (const offer of offerInfos) if (offer.product) byProduct.set(offer.product, [...(byProduct.get(offer.product) ?? []), offer]);
  const offerGroups: Row[] = [];
  const offerGroupOffers: Row[] = [];
  const products = groupRng.shuffle([...byProduct.keys()].filter((product) => (byProduct.get(product)?.length ?? 0) >= 2));
  for (let i = 0; i < 40 * scale && products.length > 0; i++) {
    const product = products[i % products.length] as string;
    const id = 8_001 + i;
    offerGroups.push({ id, name: `${product} deals${i >= products.length ? ` ${Math.floor(i / products.length) + 1}` : ''}` });
    groupRng.sample(byProduct.get(product) ?? [], groupRng.int(2, 5)).forEach((offer, position) =>
      offerGroupOffers.push({ offer_group_id: id, offer_id: offer.id, position }),
    );
  }

  // Offer tags.
  const tagRng = rng.fork('offer-tags');
  const kindOfRetailer = new Map(drafts.map((retailer) => [retailer.id, retailer.kind.key]));
  const atKinds = (kinds: string[]) => offerInfos.filter((offer) => offer.retailerIds.some((id) => kinds.includes(kindOfRetailer.get(id) ?? '')));
  const tagMembers: Record<string, OfferInfo[]> = {
    'weekend-deals': tagRng.sample(offerInfos, Math.round(LIMITS.OFFER_TAG_LIMIT * 1.2) * scale),
    'back-to-school': tagRng.sample(atKinds(['office', 'kids', 'apparel', 'books']), 40 * scale),
    'fresh-picks': tagRng.sample(offerInfos.filter((offer) => offer.product && [...(PRODUCTS.produce ?? []), ...(PRODUCTS.dairy ?? [])].includes(offer.product)), 50 * scale),
    'pet-essentials': tagRng.sample([...offerInfos.filter((offer) => offer.product && (PRODUCTS.pet ?? []).includes(offer.product)), ...atKinds(['pets'])], 40 * scale),
    'holiday-gifts': tagRng.sample(atKinds(['gifts', 'jewelry', 'electronics']), 30 * scale),
    'new-this-week': tagRng.sample(offerInfos, 25 * scale),
  };
  const offerTagOffers: Row[] = OFFER_TAGS.flatMap((tag) =>
    [...new Set(tagMembers[tag.name] ?? [])].map((offer, position) => ({ tag_name: tag.name, offer_id: offer.id, position })),
  );

  const bonusDraft = draftBonuses({ ...ctx, rng: rng.fork('bonuses') }, offerInfos, drafts);

  // Banners: every context; links of both kinds ('retailer/<id>' and in-app paths).
  const bannerRng = rng.fork('banners');
  const banners: Row[] = [];
  const categoryPathOf = (id: number) =>
    categoryPath({ id, name: FIXED_CATEGORIES.find((candidate) => candidate.id === id)?.name ?? 'Category' });
  const retailerLink = (id: number) => `${BANNER_RETAILER_LINK_PREFIX}${id}`;
  const addBanner = (context: BannerContext, name: string, link: string, extra: Row = {}) => {
    const id = 6_001 + banners.length;
    banners.push({
      id,
      name,
      link,
      tablet_url: image('banners', id, 'tablet'),
      desktop_url: image('banners', id, 'desktop'),
      alt_text: name,
      context,
      placement: null,
      retailer_id: null,
      category_id: null,
      position: 0,
      starts_at: null,
      ends_at: null,
      ...extra,
    });
  };
  addBanner('home', 'Welcome to Clipback', BANNER_DEFAULT_ONBOARDING_LINK, { placement: 'HOME', position: 0 });
  addBanner('home', 'Shop Grandmart and earn', retailerLink(RETAILER_ID.DIRECT_INTEGRATION), { placement: 'HOME', position: 1 });
  addBanner('home', 'Hot deals this week', categoryPathOf(CATEGORY_ID.HOT_DEALS), { placement: 'HOME', position: 2 });
  addBanner('home', 'Give $10, get $10', buildPath(ROUTE_NAME.REFERRAL), { placement: 'HOME', position: 3 });
  addBanner('promo', 'Weekend deals', buildPath(ROUTE_NAME.OFFER_TAG, { tagName: 'weekend-deals' }), { placement: 'PROMO', position: 0 });
  addBanner('promo', 'New styles at Copperline', retailerLink(RETAILER_ID.HIDES_EXTENSION_HEADER), { placement: 'PROMO', position: 1 });
  addBanner('promo', 'Bonuses waiting for you', buildPath(ROUTE_NAME.BONUSES), { placement: 'PROMO', position: 2 });
  addBanner('seasonal', 'Back to school savings', buildPath(ROUTE_NAME.OFFER_TAG, { tagName: 'back-to-school' }), { placement: 'HOMESEASONAL', starts_at: after(now, -5 * DAY_MS), ends_at: after(now, 25 * DAY_MS) });
  addBanner('seasonal', 'Holiday gifts are coming', retailerLink(SANDBOX_RETAILER_ID.EXTENSION_REQUIRED), { placement: 'HOMESEASONAL', position: 1, starts_at: after(now, 30 * DAY_MS), ends_at: after(now, 60 * DAY_MS) });
  addBanner('seasonal', 'Summer sale (ended)', buildPath(ROUTE_NAME.OFFER_TAG, { tagName: 'weekend-deals' }), { placement: 'HOMESEASONAL', position: 2, starts_at: after(now, -60 * DAY_MS), ends_at: after(now, -10 * DAY_MS) });
  for (const [categoryId, ids] of members) {
    const category = FIXED_CATEGORIES.find((candidate) => candidate.id === categoryId);
    const featured = ids.find((id) => listable.some((retailer) => retailer.id === id)) ?? RETAILER_ID.DIRECT_INTEGRATION;
    addBanner('category', `${category?.name ?? 'Category'} favorites`, retailerLink(featured), { category_id: categoryId, placement: 'CATEGORY', position: 0 });
    if (bannerRng.chance(0.5)) addBanner('category', `More ${category?.name ?? ''} savings`.trim(), categoryPathOf(categoryId), { category_id: categoryId, placement: 'CATEGORY', position: 1 });
  }
  const fixedIds = new Set(FIXED_RETAILERS.map((retailer) => retailer.id));
  for (const retailer of drafts.filter((candidate) => fixedIds.has(candidate.id) || bannerRng.chance(0.25))) {
    const offer = offersByRetailer.get(retailer.id)?.[0];
    const sister = drafts.find((candidate) => candidate.groupId !== null && candidate.groupId === retailer.groupId && candidate.id !== retailer.id);
    const link = sister
      ? `${BANNER_RETAILER_LINK_PREFIX}${pathSegment(sister.name)}/${sister.id}`
      : offer && bannerRng.chance(0.5)
        ? offerPath(offer)
        : retailerLink(retailer.id);
    addBanner('retailer', `${retailer.name} spotlight`, link, { retailer_id: retailer.id, placement: 'RETAILER' });
  }

  // Buyable gift cards.
  const giftRng = rng.fork('gift-cards');
  const giftCards: Row[] = giftRng.sample(drafts.filter((retailer) => retailer.web && !retailer.tempDisabled), 15 * scale).map((retailer, index) => ({
    id: `gc-${retailer.id}`,
    name: `${retailer.name} eGift Card`,
    retailer_id: retailer.id,
    image_url: image('gift-cards', retailer.id),
    percent_back: giftRng.pick([2, 3, 4, 5]),
    denominations_cents: [2500, 5000, 10000],
    terms: 'Delivered by e-mail. Cash back is credited when the card is delivered. Non-refundable.',
    available: index !== 1,
  }));

  // Extension products (price compare): at least 200 with UPCs at the default scale.
  const productRng = rng.fork('products');
  const productRows: Row[] = [];
  const productRetailers: Row[] = [];
  const upcs = new Set<string>();
  for (const offer of productRng.sample(offerInfos.filter((candidate) => candidate.product && candidate.attribution === 'nonaffiliate'), PRODUCTS_PER_SCALE * scale)) {
    let upc = '';
    do upc = productRng.chars(12, '0123456789');
    while (upcs.has(upc) || upc.startsWith('0'));
    upcs.add(upc);
    productRows.push({ upc, name: offer.name, image_url: image('products', upc) });
    // The catalogue retailers stocking the item, a local shop outside the catalogue, and now and then one of the
    // marketplaces product search leaves out by default, so the exclusions have something to exclude.
    const marketplace = productRng.chance(0.3) ? [{ id: null, name: productRng.pick(EXCLUDED_MARKETPLACE_NAMES) }] : [];
    const sellers = [
      ...offer.retailerIds.map((id) => ({ id, name: drafts.find((retailer) => retailer.id === id)?.name ?? '' })),
      { id: null, name: `${productRng.pick(NAME_ROOTS)} Neighborhood Shop` },
      ...marketplace,
    ];
    sellers.forEach((seller, position) =>
      productRetailers.push({
        upc,
        position: position + 1,
        name: seller.name,
        retailer_id: seller.id,
        price_cents: productRng.int(199, 1999),
        url: `https://www.${hostSlug(seller.name)}.example/p/${upc}`,
        in_stock: productRng.chance(0.85),
      }),
    );
  }

  // Popular searches: global, then three per top recommended retailer.
  const popular: Row[] = POPULAR_TERMS.map((term, index) => ({ id: index + 1, term, retailer_id: null, rank: index + 1 }));
  for (const retailerId of recommended.slice(0, 10)) {
    const terms = [...new Set((offersByRetailer.get(retailerId) ?? []).map((offer) => offer.product ?? '').filter(Boolean))].slice(0, 3);
    const kind = drafts.find((retailer) => retailer.id === retailerId)?.kind;
    const list = terms.length > 0 ? terms.map((term) => term.toLowerCase()) : (kind?.lines ?? []).slice(0, 3);
    list.forEach((term, index) => popular.push({ id: popular.length + 1, term, retailer_id: retailerId, rank: index + 1 }));
  }

  const webAppConfig: Row[] = [
    { key: 'helpCenterUrl', value: 'https://help.clipback.test/hc/en-us' },
    { key: 'withdrawalLimits', value: { minimumCents: MINIMUM_WITHDRAWAL_CENTS, maximumCents: 50_000 } },
    { key: 'referralProgram', value: { rewardCents: MONEY.REFERRAL_BONUS_CENTS, qualifyingDays: MONEY.REFERRAL_QUALIFYING_DAYS } },
    { key: 'newUserOffers', value: { firstPurchaseCents: MONEY.NEW_USER_FIRST_PURCHASE_CENTS, extraCents: MONEY.NEW_USER_EXTRA_CENTS, extraSpendCents: MONEY.NEW_USER_EXTRA_SPEND_CENTS } },
    { key: 'extensionStoreUrls', value: Object.fromEntries(KNOWN_EXTENSION_PLATFORMS.map((platform) => [platform, `https://extensions.clipback.test/${platform.toLowerCase()}`])) },
  ];

  return {
    tables: {
      retailer_groups: groups,
      retailers: retailerRows,
      categories: categoryRows,
      category_retailers: categoryRetailers,
      offers: offerRows,
      offer_retailers: offerDraft.offerRetailers,
      offer_groups: offerGroups,
      offer_group_offers: offerGroupOffers,
      offer_tags: OFFER_TAGS.map((tag) => ({ name: tag.name, display_name: tag.displayName })),
      offer_tag_offers: offerTagOffers,
      purchase_categories: PURCHASE_CATEGORIES.map((category) => ({ id: category.id, display_name: category.displayName })),
      offer_purchase_categories: offerDraft.purchaseCategories,
      rewards,
      offer_rewards: offerRewards,
      banners,
      bonuses: bonusDraft.bonuses,
      bonus_qualifications: bonusDraft.qualifications,
      bonus_offers: bonusDraft.bonusOffers,
      buyable_gift_cards: giftCards,
      products: productRows,
      product_retailers: productRetailers,
      popular_search_terms: popular,
      web_app_config: webAppConfig,
    },
    retailers: drafts.map(({ id, name, kind, web, tempDisabled, linkMethod }) => ({ id, name, kind, web, tempDisabled, linkMethod })),
    offers: offerInfos,
    offersByRetailer,
    bonuses: bonusDraft.infos,
    giftCardIds: giftCards.map((card) => card.id as string),
  };
}
