import { EARNINGS_ITEM_TYPE, EARNINGS_STATUS } from '../../../domain/money/earnings';
import { FUNDING_SOURCE_ACTIVE_STATUS } from '../../../domain/money/fundingSource';
import { ONBOARDING_STEPS } from '../../../domain/customers/onboarding';
import { SECURITY_CHECKUP_STATUS } from '../../../domain/customers/securityCheckup';
import { DEFAULT_ZIP } from '../../../domain/constants/app';
import { SELECTION_CHANNEL } from '../../../domain/offers/unlock';
import { CATEGORY_ID } from '../../../domain/constants/categories';
import { LIMITS } from '../../../domain/constants/limits';
import { AFFILIATE_LAUNCH_ID_LENGTH, LAUNCH_ID_PREFIX } from '../../../domain/navigation/affiliateUrl';
import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../../../domain/constants/retailers';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../domain/constants/timing';
import { matchedGroupTitle } from '../../../domain/shoppingList/ShoppingListMatch';
import { transferRequestHash } from '../db/idempotency';
import type { Catalogue, OfferInfo, Row, SeedContext } from './catalogue';
import { DEMO_CUSTOMERS, SANDBOX_RETAILER_ID } from './fixtures';
import { INSTITUTIONS } from './words';

export interface CustomerTables {
  customers: Row[];
  /** Without password_hash: the seed adds it. */
  identity_accounts: Row[];
  customer_settings: Row[];
  customer_security_checkup: Row[];
  credential_integrations: Row[];
  favorite_retailers: Row[];
  favorite_categories: Row[];
  recently_viewed_retailers: Row[];
  unlocked_offers: Row[];
  customer_bonuses: Row[];
  receipts: Row[];
  receipt_lines: Row[];
  earnings_items: Row[];
  funding_sources: Row[];
  transfers: Row[];
  phone_verifications: Row[];
  email_confirmations: Row[];
  email_settings_tokens: Row[];
  referral_invites: Row[];
  affiliate_launches: Row[];
  shopping_lists: Row[];
}

/** The settings the migration defines (002_reference_data.sql) with the demo's values. */
const DEMO_SETTINGS: Readonly<Record<string, boolean>> = {
  limit_ad_tracking: true,
  limit_use_of_pi: false,
  dont_sell_or_share_pi: false,
  email_new_offers: true,
  email_bonuses: true,
  email_earnings: true,
  email_product_news: false,
};

/** The demo's first favourites: the direct-integration, no-extension-header, activate-and-redirect and a default retailer. */
const FAVOURITE_BASE: readonly number[] = [
  RETAILER_ID.DIRECT_INTEGRATION,
  RETAILER_ID.HIDES_EXTENSION_HEADER,
  RETAILER_ID.ACTIVATE_AND_REDIRECT_A,
  (DEFAULT_RETAILER_IDS as readonly number[])[0] as number,
];

/** A 1×1 PNG, base64: the funding sources' logo. */
const LOGO_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export function buildCustomers(ctx: SeedContext, catalogue: Catalogue): CustomerTables {
  const { rng, now } = ctx;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const demo = DEMO_CUSTOMERS.DEMO;
  const fresh = DEMO_CUSTOMERS.NEW;
  const friend = DEMO_CUSTOMERS.FRIEND;
  const retailerRow = (id: number) => {
    const row = catalogue.tables.retailers.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`Seed: retailer ${id} missing`);
    return row;
  };
  const offersAt = (retailerId: number) => catalogue.offersByRetailer.get(retailerId) ?? [];
  const bonusNamed = (name: string) => {
    const bonus = catalogue.bonuses.find((candidate) => candidate.name === name);
    if (!bonus) throw new Error(`Seed: bonus '${name}' missing`);
    return bonus;
  };

  const demoJoined = ago(400 * DAY_MS);
  const friendJoined = ago(300 * DAY_MS);
  const freshJoined = ago(1 * DAY_MS);

  const customers: Row[] = [
    {
      id: demo.id, first_name: 'Avery', last_name: 'Thompson', email: demo.email, birth_date: '1990-04-12', zip: '80202',
      referral_code: demo.referralCode, referred_by_customer_id: null, profile_picture_url: '/sandbox/images/customers/100001.png',
      balance_cents: 4_250, lifetime_earnings_cents: 6_750, join_date: demoJoined, first_transaction_at: ago(390 * DAY_MS),
      phone_number: '+13035550142', phone_verified_at: ago(395 * DAY_MS), email_confirmed_at: ago(399 * DAY_MS),
      device_id: 'sandbox-device-demo', app_version: '4.485.0', beta_tester: true, created_at: demoJoined, updated_at: now,
    },
    {
      id: fresh.id, first_name: 'Sam', last_name: null, email: fresh.email, birth_date: '1999-06-15', zip: DEFAULT_ZIP,
      referral_code: fresh.referralCode, referred_by_customer_id: null, profile_picture_url: null,
      balance_cents: 0, lifetime_earnings_cents: 0, join_date: freshJoined, first_transaction_at: null,
      phone_number: null, phone_verified_at: null, email_confirmed_at: null,
      device_id: 'sandbox-device-new', app_version: '4.485.0', beta_tester: false, created_at: freshJoined, updated_at: freshJoined,
    },
    {
      id: friend.id, first_name: 'Jordan', last_name: 'Lee', email: friend.email, birth_date: '1987-11-02', zip: '80011',
      referral_code: friend.referralCode, referred_by_customer_id: demo.id, profile_picture_url: null,
      balance_cents: 1_200, lifetime_earnings_cents: 1_200, join_date: friendJoined, first_transaction_at: ago(298 * DAY_MS),
      phone_number: '+13035550199', phone_verified_at: ago(299 * DAY_MS), email_confirmed_at: ago(300 * DAY_MS),
      device_id: 'sandbox-device-friend', app_version: '4.485.0', beta_tester: false, created_at: friendJoined, updated_at: now,
    },
  ];

  const identity_accounts: Row[] = [
    { id: demo.identityId, email: demo.email, customer_id: demo.id, email_verified: true, created_at: demoJoined, updated_at: now },
    { id: fresh.identityId, email: fresh.email, customer_id: fresh.id, email_verified: false, created_at: freshJoined, updated_at: freshJoined },
    { id: friend.identityId, email: friend.email, customer_id: friend.id, email_verified: true, created_at: friendJoined, updated_at: now },
  ];

  const customer_settings: Row[] = Object.entries(DEMO_SETTINGS).map(([name, value]) => ({ customer_id: demo.id, name, value, updated_at: ago(20 * DAY_MS) }));

  const checkup = (customerId: string, status: string, at: Date) =>
    ONBOARDING_STEPS.map((item) => ({ customer_id: customerId, item_id: item, status, updated_at: at }));
  const customer_security_checkup: Row[] = [
    ...checkup(demo.id, SECURITY_CHECKUP_STATUS.COMPLETE, ago(395 * DAY_MS)),
    ...checkup(friend.id, SECURITY_CHECKUP_STATUS.COMPLETE, ago(299 * DAY_MS)),
    ...checkup(fresh.id, SECURITY_CHECKUP_STATUS.INCOMPLETE, freshJoined),
  ];

  // Links: verified direct integration to a web retailer (1408, with 4), pending, MFA-locked, failed.
  const [defaultA, defaultB] = DEFAULT_RETAILER_IDS as [number, number];
  const link = (customerId: string, retailerId: number, status: string, extra: Row = {}) => ({
    customer_id: customerId, retailer_id: retailerId, status, locked: false, link_method: 'credentials',
    linked_email: retailerId === RETAILER_ID.DIRECT_INTEGRATION ? null : customerId === demo.id ? demo.email : friend.email,
    share_purchase_history: false, created_at: ago(200 * DAY_MS), updated_at: ago(2 * DAY_MS), ...extra,
  });
  const credential_integrations: Row[] = [
    link(demo.id, RETAILER_ID.DIRECT_INTEGRATION, 'verified', { link_method: 'direct' }),
    link(demo.id, RETAILER_ID.FALLBACK_DEFAULT, 'verified', { link_method: 'direct' }),
    link(demo.id, defaultA, 'pending', { updated_at: ago(2 * HOUR_MS) }),
    link(demo.id, RETAILER_ID.MFA, 'verified', { locked: true, share_purchase_history: true }),
    link(demo.id, defaultB, 'invalid'),
    link(friend.id, RETAILER_ID.DIRECT_INTEGRATION, 'verified', { link_method: 'direct' }),
  ];

  // Favourites and recently viewed.
  const listable = catalogue.retailers.filter((retailer) => !retailer.tempDisabled && retailer.id !== SANDBOX_RETAILER_ID.WEB_EXCLUDED);
  const extraFavourites = rng.sample(listable.filter((retailer) => retailer.web && retailer.id > 99 && retailer.id < 9000 && !FAVOURITE_BASE.includes(retailer.id)), 2);
  const favorite_retailers: Row[] = [...FAVOURITE_BASE, ...extraFavourites.map((retailer) => retailer.id)].map((retailerId, sortOrder) => ({
    customer_id: demo.id, retailer_id: retailerId, sort_order: sortOrder, created_at: ago((100 - sortOrder) * DAY_MS),
  }));
  const favorite_categories: Row[] = [CATEGORY_ID.GROCERY, CATEGORY_ID.HOT_DEALS, 153].map((categoryId, index) => ({
    customer_id: demo.id, category_id: categoryId, favorite_date: ago((50 - index) * DAY_MS),
  }));
  const recently_viewed_retailers: Row[] = rng
    .sample(listable, LIMITS.RECENTLY_VIEWED_RETAILERS_KEPT)
    .map((retailer, index) => ({ customer_id: demo.id, retailer_id: retailer.id, viewed_at: ago((index + 1) * 3 * HOUR_MS) }));

  // Unlocked offers: two at each of a few retailers (none with a sweepstakes reward).
  const unlocked_offers: Row[] = [];
  const unlockedIds = new Set<number>();
  [RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.ACTIVATE_AND_REDIRECT_A, RETAILER_ID.ACTIVATE_AND_REDIRECT_B, defaultA, RETAILER_ID.HIDES_EXTENSION_HEADER, defaultB].forEach((retailerId, index) => {
    const offers = offersAt(retailerId).filter((offer) => !offer.sweepstakes && !unlockedIds.has(offer.id) && (!offer.expiration || offer.expiration > now));
    for (const offer of offers.slice(0, 2)) {
      unlockedIds.add(offer.id);
      unlocked_offers.push({
        customer_id: demo.id, offer_id: offer.id, activated_retailer_id: retailerId, current_value: offer.currentValue,
        segment_id: null, offer_segment_id: null, reward_ids: offer.instantRewardIds,
        platform: index % 3 === 2 ? SELECTION_CHANNEL.mobileWeb : SELECTION_CHANNEL.web, unlocked_at: ago((index + 1) * 5 * HOUR_MS),
      });
    }
  });

  // Bonus progress: completed, in progress, an expired one with partial progress; featured and for-you
  // bonuses are the ones left without progress.
  const firstPurchase = bonusNamed('Earn $5 on your first purchase');
  const extraTen = bonusNamed('Spend $30, get an extra $10');
  const weekend = bonusNamed('Weekend warrior');
  const active = catalogue.bonuses.filter((bonus) => !bonus.expired && !bonus.featured && bonus.steps >= 2 && bonus.id !== weekend.id);
  const expired = catalogue.bonuses.filter((bonus) => bonus.expired && bonus.steps >= 2);
  const customer_bonuses: Row[] = [
    { customer_id: demo.id, bonus_id: firstPurchase.id, progress_count: 1, completed: true, completed_at: ago(385 * DAY_MS), amount_earned_cents: firstPurchase.amountCents, updated_at: ago(385 * DAY_MS) },
    { customer_id: demo.id, bonus_id: extraTen.id, progress_count: 1, completed: true, completed_at: ago(370 * DAY_MS), amount_earned_cents: extraTen.amountCents, updated_at: ago(370 * DAY_MS) },
    { customer_id: demo.id, bonus_id: weekend.id, progress_count: weekend.steps, completed: true, completed_at: ago(2 * DAY_MS), amount_earned_cents: weekend.amountCents, updated_at: ago(2 * DAY_MS) },
    ...active.slice(0, 3).map((bonus, index) => ({ customer_id: demo.id, bonus_id: bonus.id, progress_count: 1 + (index % (bonus.steps - 1)), completed: false, completed_at: null, amount_earned_cents: 0, updated_at: ago((index + 1) * DAY_MS) })),
    ...expired.slice(0, 1).map((bonus) => ({ customer_id: demo.id, bonus_id: bonus.id, progress_count: 1, completed: false, completed_at: null, amount_earned_cents: 0, updated_at: ago(7 * DAY_MS) })),
    { customer_id: friend.id, bonus_id: firstPurchase.id, progress_count: 1, completed: true, completed_at: ago(298 * DAY_MS), amount_earned_cents: firstPurchase.amountCents, updated_at: ago(298 * DAY_MS) },
  ];

  // Receipts.
  const itemsAt = (retailerId: number) => offersAt(retailerId).filter((offer) => offer.attribution === 'nonaffiliate');
  const receipts: Row[] = [];
  const receipt_lines: Row[] = [];
  const receipt = (id: string, retailerId: number, status: string, reversed: boolean, purchased: Date, cashBack: number, lines: OfferInfo[]) => {
    receipts.push({
      id, customer_id: demo.id, retailer_id: retailerId, status, reversed, purchase_date: day(purchased),
      credit_date: status === EARNINGS_STATUS.PROCESSED ? day(new Date(purchased.getTime() + 3 * DAY_MS)) : null,
      total_cents: 4_000 + lines.length * 1_150, offers_matched: lines.length, offer_earnings_cents: cashBack, bonus_earnings_cents: 0,
      cash_back_cents: cashBack, created_at: purchased,
    });
    const share = Math.floor(cashBack / lines.length);
    lines.forEach((offer, index) =>
      receipt_lines.push({ receipt_id: id, line_no: index + 1, name: offer.name, offer_id: offer.id, quantity: 1 + (index % 2), earnings_cents: index === 0 ? cashBack - share * (lines.length - 1) : share }),
    );
  };
  receipt(`rcpt-${demo.id}-1`, RETAILER_ID.ACTIVATE_AND_REDIRECT_A, EARNINGS_STATUS.PROCESSED, false, ago(203 * DAY_MS), 1_875, itemsAt(RETAILER_ID.ACTIVATE_AND_REDIRECT_A).slice(2, 6));
  receipt(`rcpt-${demo.id}-2`, defaultA, EARNINGS_STATUS.PROCESSED, true, ago(48 * DAY_MS), 900, itemsAt(defaultA).slice(2, 5));
  receipt(`rcpt-${demo.id}-3`, RETAILER_ID.ACTIVATE_AND_REDIRECT_B, EARNINGS_STATUS.PENDING, false, ago(3 * DAY_MS), 650, itemsAt(RETAILER_ID.ACTIVATE_AND_REDIRECT_B).slice(2, 4));

  // Earnings: every type and status, one reversed. Processed, not reversed: 6,750 = lifetime.
  const giftCardId = catalogue.giftCardIds[0] ?? null;
  let earningNo = 0;
  const earning = (customerId: string, type: string, status: string, cents: number, at: Date, title: string, extra: Row = {}) => ({
    id: `earn-${customerId}-${String(++earningNo).padStart(3, '0')}`, customer_id: customerId, type, status, reversed: false,
    amount_cents: cents, recorded_at: at, title, purchase_date: null,
    credit_date: status === EARNINGS_STATUS.PROCESSED ? day(at) : null, ...extra,
  });
  const T = EARNINGS_ITEM_TYPE;
  const S = EARNINGS_STATUS;
  const earnings_items: Row[] = [
    earning(demo.id, T.BONUS, S.PROCESSED, 500, ago(385 * DAY_MS), firstPurchase.name, { bonus_id: firstPurchase.id, bonus_earnings_cents: 500 }),
    earning(demo.id, T.BONUS, S.PROCESSED, 1_000, ago(370 * DAY_MS), extraTen.name, { bonus_id: extraTen.id, bonus_earnings_cents: 1_000 }),
    earning(demo.id, T.REFERRAL, S.PROCESSED, 1_000, ago(295 * DAY_MS), 'Referral: Jordan L.', { referral_amount_cents: 1_000 }),
    earning(demo.id, T.CASH_CREDIT, S.PROCESSED, 1_875, ago(200 * DAY_MS), 'Harvest Lane Market', { retailer_id: RETAILER_ID.ACTIVATE_AND_REDIRECT_A, receipt_id: `rcpt-${demo.id}-1`, purchase_date: day(ago(203 * DAY_MS)), offers_matched: 4, offer_earnings_cents: 1_875, cash_back_earned_cents: 1_875 }),
    earning(demo.id, T.CASH_CREDIT, S.PROCESSED, 1_375, ago(120 * DAY_MS), 'Grandmart Superstore', { retailer_id: RETAILER_ID.DIRECT_INTEGRATION, purchase_date: day(ago(127 * DAY_MS)), offers_matched: 1, offer_earnings_cents: 1_375, cash_back_earned_cents: 1_375 }),
    earning(demo.id, T.GIFT_CARD, S.PROCESSED, 500, ago(90 * DAY_MS), 'Gift card cash back', { gift_card_id: giftCardId, credit_amount_cents: 500 }),
    earning(demo.id, T.MANUAL, S.PROCESSED, 500, ago(60 * DAY_MS), 'Courtesy credit from Clipback Support', { credit_amount_cents: 500 }),
    { ...earning(demo.id, T.CASH_CREDIT, S.PROCESSED, 900, ago(45 * DAY_MS), 'Maple & Main Market', { retailer_id: defaultA, receipt_id: `rcpt-${demo.id}-2`, purchase_date: day(ago(48 * DAY_MS)), offers_matched: 3, offer_earnings_cents: 900, cash_back_earned_cents: 900 }), reversed: true },
    earning(demo.id, T.CASH_CREDIT, S.PENDING, 650, ago(3 * DAY_MS), 'Sunfield Fresh Foods', { retailer_id: RETAILER_ID.ACTIVATE_AND_REDIRECT_B, receipt_id: `rcpt-${demo.id}-3`, purchase_date: day(ago(3 * DAY_MS)), offers_matched: 2, offer_earnings_cents: 650, cash_back_pending_cents: 650 }),
    earning(demo.id, T.BONUS, S.PENDING, weekend.amountCents, ago(2 * DAY_MS), weekend.name, { bonus_id: weekend.id, bonus_earnings_cents: weekend.amountCents }),
    earning(demo.id, T.REFERRAL, S.PENDING, 1_000, ago(1 * DAY_MS), 'Referral: pending friend', { referral_amount_cents: 1_000 }),
    earning(friend.id, T.BONUS, S.PROCESSED, 500, ago(298 * DAY_MS), firstPurchase.name, { bonus_id: firstPurchase.id, bonus_earnings_cents: 500 }),
    earning(friend.id, T.CASH_CREDIT, S.PROCESSED, 700, ago(250 * DAY_MS), 'Grandmart Superstore', { retailer_id: RETAILER_ID.DIRECT_INTEGRATION, offers_matched: 2, offer_earnings_cents: 700, cash_back_earned_cents: 700 }),
  ];

  // Bank accounts and one completed withdrawal of $25.00 (balance 6,750 − 2,500 = 4,250).
  const bank = INSTITUTIONS[0];
  const checkingId = `fs-${demo.id}-checking`;
  const funding_sources: Row[] = [
    { id: checkingId, customer_id: demo.id, funding_type: 'CHECKING', vendor_type: 'PLAID', institution_id: bank.id, institution_name: bank.name, last4: '6789', logo: LOGO_PNG, color: bank.color, status: FUNDING_SOURCE_ACTIVE_STATUS, plaid_account_id: 'sandbox-acct-checking', link_session_id: 'sandbox-link-session-1', created_at: ago(340 * DAY_MS), deactivated_at: null },
    { id: `fs-${demo.id}-savings-old`, customer_id: demo.id, funding_type: 'SAVINGS', vendor_type: 'PLAID', institution_id: INSTITUTIONS[1].id, institution_name: INSTITUTIONS[1].name, last4: '4321', logo: LOGO_PNG, color: INSTITUTIONS[1].color, status: 'INACTIVE', plaid_account_id: 'sandbox-acct-savings', link_session_id: 'sandbox-link-session-0', created_at: ago(380 * DAY_MS), deactivated_at: ago(100 * DAY_MS) },
  ];
  const transfers: Row[] = [
    { id: `tr-${demo.id}-0001`, customer_id: demo.id, funding_source_id: checkingId, amount_cents: 2_500, status: 'completed', idempotency_key: `seed-${demo.id}-0001`, request_hash: transferRequestHash({ fundingSourceId: checkingId, amount: 2_500 }), session_id: 'sandbox-device-session-1', created_at: ago(30 * DAY_MS), completed_at: ago(29 * DAY_MS) },
  ];

  const phone_verifications: Row[] = [
    { id: `pv-${demo.id}-1`, customer_id: demo.id, reference_id: `ref-${rng.chars(16)}`, phone_number: '+13035550142', code: rng.chars(7, '0123456789'), verified: true, attempts: 1, resend_count: 0, created_at: ago(395 * DAY_MS + 5 * MINUTE_MS), expires_at: ago(395 * DAY_MS - 5 * MINUTE_MS), verified_at: ago(395 * DAY_MS) },
  ];
  const email_confirmations: Row[] = [
    { id: `ec-${demo.id}-1`, customer_id: demo.id, email: demo.email, token: `ect-${rng.chars(32)}`, status: 'confirmed', created_at: ago(399 * DAY_MS + HOUR_MS), expires_at: ago(398 * DAY_MS), confirmed_at: ago(399 * DAY_MS) },
  ];
  const email_settings_tokens: Row[] = [
    { token: `est-${rng.chars(32)}`, customer_id: demo.id, created_at: ago(DAY_MS), expires_at: new Date(now.getTime() + 30 * DAY_MS) },
  ];
  const referral_invites: Row[] = [
    { id: `ri-${demo.id}-1`, customer_id: demo.id, email: friend.email, status: 'qualified', invited_customer_id: friend.id, created_at: ago(302 * DAY_MS) },
    { id: `ri-${demo.id}-2`, customer_id: demo.id, email: 'taylor@example.com', status: 'sent', invited_customer_id: null, created_at: ago(4 * DAY_MS) },
  ];

  // Launches registered by earlier shopping trips (fetchAffiliateTransactionByLaunchId).
  const affiliate_launches: Row[] = [RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.HIDES_EXTENSION_HEADER].map((retailerId, index) => {
    const launchId = `${LAUNCH_ID_PREFIX}${rng.chars(AFFILIATE_LAUNCH_ID_LENGTH)}`;
    const offers = offersAt(retailerId).slice(0, 3);
    const row = retailerRow(retailerId);
    return {
      id: launchId, customer_id: demo.id, retailer_id: retailerId, offer_ids: offers.map((offer) => offer.id),
      launched_offer_id: offers[0]?.id ?? null, landing_page_url: null, client: 'WEB',
      url: `${String(row.affiliate_url ?? row.web_url)}?lid=${launchId}`, transaction_id: `txn-${rng.chars(20)}`,
      offer_value: offers[0]?.currentValue ?? null, created_at: ago((index + 1) * 10 * DAY_MS),
    };
  });

  // A shopping list at a default retailer, matched against its item offers.
  const listTerms = ['milk', 'eggs', 'coffee', 'bread'];
  const listRetailerItems = itemsAt(defaultA);
  const shopping_lists: Row[] = [
    {
      customer_id: demo.id, retailer_id: defaultA, list: listTerms.join('\n'), created_at: ago(6 * DAY_MS),
      matched_offers: listTerms.map((term) => ({
        searchTerm: term,
        title: matchedGroupTitle(term),
        offers: listRetailerItems.filter((offer) => offer.name.toLowerCase().includes(term)).slice(0, 5).map((offer) => offer.id),
      })),
    },
  ];

  return {
    customers, identity_accounts, customer_settings, customer_security_checkup, credential_integrations,
    favorite_retailers, favorite_categories, recently_viewed_retailers, unlocked_offers, customer_bonuses,
    receipts, receipt_lines, earnings_items, funding_sources, transfers, phone_verifications, email_confirmations,
    email_settings_tokens, referral_invites, affiliate_launches, shopping_lists,
  };
}
