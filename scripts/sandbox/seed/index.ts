// The sandbox seed: deterministic from (seed, scale, now). Builds every row in memory, then inserts them in
// bulk inside one transaction (all or nothing) and records what it did in sandbox_meta.
import type { Columns } from '../db/bulk';
import { insertRows } from '../db/bulk';
import type { SandboxDatabase, SqlExecutor } from '../db/database';
import { hashPassword } from '../db/passwords';
import { buildCatalogue, type Row } from './catalogue';
import { buildCustomers } from './customers';
import { DEMO_PASSWORD } from './fixtures';
import { flagRetailerIds, loadSeedFlags, SEED_FLAGS_PATH } from './flags';
import { createRng } from './rng';

export { DEMO_CUSTOMERS, DEMO_PASSWORD, SANDBOX_RETAILER_ID } from './fixtures';
export { KEY_TABLES, tableChecksum, tableChecksums } from './checksum';

export const DEFAULT_SEED = 1;
export const DEFAULT_SCALE = 1;
export const MAX_SCALE = 20;
export const SEED_META_KEY = 'seed';

export interface SeedOptions {
  /** Seed number (default 1). */
  seed?: number;
  /** Catalogue size factor, an integer 1..20 (default 1; the benchmark uses 10). */
  scale?: number;
  /** Instant relative times are computed from (default: now). Fix it to compare two seeds. */
  now?: Date;
  flagsPath?: string;
  /** The demo accounts and everything they own (default true); a deployment seeds the catalogue only (isProductionMode). */
  demoAccounts?: boolean;
}

export interface SeedReport {
  seed: number;
  scale: number;
  now: string;
  /** Rows inserted per table. */
  counts: Record<string, number>;
  ms: number;
}

/** Column types of every seeded table, in insert order (foreign keys first). */
const TABLES: readonly (readonly [string, Columns])[] = [
  ['retailer_groups', { id: 'integer', name: 'text', display_types: 'text[]', logo_url: 'text' }],
  ['retailers', {
    id: 'integer', name: 'text', display_type: 'text', display_types: 'text[]', icon_url: 'text', image_url: 'text',
    about_text: 'text', short_description: 'text', temp_disabled: 'boolean', top_percent_back: 'double precision',
    top_amount_back_cents: 'integer', top_awards: 'text[]', sort_data: 'jsonb', redemption_strategies: 'text[]',
    verification_type: 'text', credit_pending_period: 'text', retailer_group_id: 'integer', web_retailer: 'boolean',
    web_url: 'text', affiliate_url: 'text', has_in_store_and_online_offers: 'boolean', recommended_rank: 'integer',
    account_link_method: 'text', requires_account_link: 'boolean', other_platforms: 'text[]', catalogue_position: 'integer',
  }],
  ['categories', {
    id: 'integer', name: 'text', type: 'text', icon_url: 'text', card_url: 'text', seo_long_description: 'text',
    seo_short_description: 'text', sort_order: 'integer', background_treatment_color: 'text', icon_treatment_url: 'text',
    catalogue_position: 'integer',
  }],
  ['category_retailers', { category_id: 'integer', retailer_id: 'integer', position: 'integer' }],
  ['offers', {
    id: 'integer', name: 'text', description: 'text', about: 'text', image_url: 'text', current_value: 'text',
    generic_current_value: 'text', old_value: 'text', percent_back: 'double precision', amount_cents: 'integer',
    terms: 'text', legal: 'text', attribution_method: 'text', offer_type: 'text', any_brand: 'boolean', any_item: 'boolean',
    combo: 'boolean', customer_order_method: 'text', is_discoverable: 'boolean', discoverable_until: 'timestamptz',
    expiration: 'timestamptz', flex_spend: 'boolean', flex_spend_total_cents: 'integer', multiples_count: 'integer',
    redemption_max: 'integer', offer_segment_id: 'integer', segment_id: 'integer', waved_image_award_tags: 'text[]',
    recommended_score: 'double precision', popularity_score: 'double precision', catalogue_position: 'integer',
    alcohol: 'boolean',
  }],
  ['offer_retailers', { offer_id: 'integer', retailer_id: 'integer', position: 'integer' }],
  ['offer_groups', { id: 'integer', name: 'text' }],
  ['offer_group_offers', { offer_group_id: 'integer', offer_id: 'integer', position: 'integer' }],
  ['offer_tags', { name: 'text', display_name: 'text' }],
  ['offer_tag_offers', { tag_name: 'text', offer_id: 'integer', position: 'integer' }],
  ['purchase_categories', { id: 'integer', display_name: 'text' }],
  ['offer_purchase_categories', { offer_id: 'integer', purchase_category_id: 'integer', retailer_id: 'integer', percent_cash_back: 'double precision' }],
  ['rewards', {
    id: 'integer', type: 'text', amount: 'double precision', answer: 'text', content: 'text', engagement_id: 'integer',
    legal: 'text', thumb: 'text', url: 'text', weight: 'double precision', retailer_id: 'integer',
  }],
  ['offer_rewards', { offer_id: 'integer', reward_id: 'integer' }],
  ['banners', {
    id: 'integer', name: 'text', link: 'text', tablet_url: 'text', desktop_url: 'text', alt_text: 'text', context: 'text',
    placement: 'text', retailer_id: 'integer', category_id: 'integer', position: 'integer', starts_at: 'timestamptz', ends_at: 'timestamptz',
  }],
  ['bonuses', {
    id: 'integer', name: 'text', amount_cents: 'integer', bonus_type: 'text', category: 'text', completed_image_url: 'text',
    uncompleted_image_url: 'text', description: 'text', starts_at: 'timestamptz', expiration: 'timestamptz',
    discoverable_until: 'timestamptz', other_reward: 'text', retailer_id: 'integer', internal_type: 'text', catalogue_position: 'integer',
  }],
  ['bonus_qualifications', { bonus_id: 'integer', position: 'integer', progress_description: 'text' }],
  ['bonus_offers', { bonus_id: 'integer', offer_id: 'integer' }],
  ['buyable_gift_cards', {
    id: 'text', name: 'text', retailer_id: 'integer', image_url: 'text', percent_back: 'double precision',
    denominations_cents: 'integer[]', terms: 'text', available: 'boolean',
  }],
  ['products', { upc: 'text', name: 'text', image_url: 'text' }],
  ['product_retailers', { upc: 'text', position: 'integer', name: 'text', retailer_id: 'integer', price_cents: 'integer', url: 'text', in_stock: 'boolean' }],
  ['popular_search_terms', { id: 'integer', term: 'text', retailer_id: 'integer', rank: 'integer' }],
  ['web_app_config', { key: 'text', value: 'jsonb' }],
  ['feature_flags', { key: 'text', value: 'jsonb', updated_at: 'timestamptz' }],
  ['customers', {
    id: 'text', first_name: 'text', last_name: 'text', email: 'text', birth_date: 'date', zip: 'text', referral_code: 'text',
    referred_by_customer_id: 'text', profile_picture_url: 'text', balance_cents: 'integer', lifetime_earnings_cents: 'integer',
    join_date: 'timestamptz', first_transaction_at: 'timestamptz', phone_number: 'text', phone_verified_at: 'timestamptz',
    email_confirmed_at: 'timestamptz', device_id: 'text', app_version: 'text', beta_tester: 'boolean',
    created_at: 'timestamptz', updated_at: 'timestamptz',
  }],
  ['identity_accounts', {
    id: 'text', email: 'text', password_hash: 'text', customer_id: 'text', email_verified: 'boolean',
    created_at: 'timestamptz', updated_at: 'timestamptz',
  }],
  ['customer_settings', { customer_id: 'text', name: 'text', value: 'boolean', updated_at: 'timestamptz' }],
  ['customer_security_checkup', { customer_id: 'text', item_id: 'text', status: 'text', updated_at: 'timestamptz' }],
  ['credential_integrations', {
    customer_id: 'text', retailer_id: 'integer', status: 'text', locked: 'boolean', link_method: 'text', linked_email: 'text',
    share_purchase_history: 'boolean', created_at: 'timestamptz', updated_at: 'timestamptz',
  }],
  ['favorite_retailers', { customer_id: 'text', retailer_id: 'integer', sort_order: 'integer', created_at: 'timestamptz' }],
  ['favorite_categories', { customer_id: 'text', category_id: 'integer', favorite_date: 'timestamptz' }],
  ['recently_viewed_retailers', { customer_id: 'text', retailer_id: 'integer', viewed_at: 'timestamptz' }],
  ['unlocked_offers', {
    customer_id: 'text', offer_id: 'integer', activated_retailer_id: 'integer', current_value: 'text', segment_id: 'integer',
    offer_segment_id: 'integer', reward_ids: 'integer[]', platform: 'text', unlocked_at: 'timestamptz',
  }],
  ['customer_bonuses', {
    customer_id: 'text', bonus_id: 'integer', progress_count: 'integer', completed: 'boolean', completed_at: 'timestamptz',
    amount_earned_cents: 'integer', updated_at: 'timestamptz',
  }],
  ['receipts', {
    id: 'text', customer_id: 'text', retailer_id: 'integer', status: 'text', reversed: 'boolean', purchase_date: 'date',
    credit_date: 'date', total_cents: 'integer', offers_matched: 'integer', offer_earnings_cents: 'integer',
    bonus_earnings_cents: 'integer', cash_back_cents: 'integer', created_at: 'timestamptz',
  }],
  ['receipt_lines', { receipt_id: 'text', line_no: 'integer', name: 'text', offer_id: 'integer', quantity: 'integer', earnings_cents: 'integer' }],
  ['earnings_items', {
    id: 'text', customer_id: 'text', type: 'text', status: 'text', reversed: 'boolean', amount_cents: 'integer',
    recorded_at: 'timestamptz', title: 'text', retailer_id: 'integer', receipt_id: 'text', gift_card_id: 'text',
    bonus_id: 'integer', purchase_date: 'date', credit_date: 'date', offers_matched: 'integer',
    offer_earnings_cents: 'integer', bonus_earnings_cents: 'integer', cash_back_earned_cents: 'integer',
    cash_back_pending_cents: 'integer', referral_amount_cents: 'integer', credit_amount_cents: 'integer',
  }],
  ['funding_sources', {
    id: 'text', customer_id: 'text', funding_type: 'text', vendor_type: 'text', institution_id: 'text', institution_name: 'text',
    last4: 'text', logo: 'text', color: 'text', status: 'text', plaid_account_id: 'text', link_session_id: 'text',
    created_at: 'timestamptz', deactivated_at: 'timestamptz',
  }],
  ['transfers', {
    id: 'text', customer_id: 'text', funding_source_id: 'text', amount_cents: 'integer', status: 'text', idempotency_key: 'text',
    request_hash: 'text', session_id: 'text', created_at: 'timestamptz', completed_at: 'timestamptz',
  }],
  ['phone_verifications', {
    id: 'text', customer_id: 'text', reference_id: 'text', phone_number: 'text', code: 'text', verified: 'boolean',
    attempts: 'integer', resend_count: 'integer', created_at: 'timestamptz', expires_at: 'timestamptz', verified_at: 'timestamptz',
  }],
  ['email_confirmations', {
    id: 'text', customer_id: 'text', email: 'text', token: 'text', status: 'text', created_at: 'timestamptz',
    expires_at: 'timestamptz', confirmed_at: 'timestamptz',
  }],
  ['email_settings_tokens', { token: 'text', customer_id: 'text', created_at: 'timestamptz', expires_at: 'timestamptz' }],
  ['referral_invites', { id: 'text', customer_id: 'text', email: 'text', status: 'text', invited_customer_id: 'text', created_at: 'timestamptz' }],
  ['affiliate_launches', {
    id: 'text', customer_id: 'text', retailer_id: 'integer', offer_ids: 'integer[]', launched_offer_id: 'integer',
    landing_page_url: 'text', client: 'text', url: 'text', transaction_id: 'text', offer_value: 'text', created_at: 'timestamptz',
  }],
  ['shopping_lists', { customer_id: 'text', retailer_id: 'integer', list: 'text', matched_offers: 'jsonb', created_at: 'timestamptz' }],
];

/** Every table the seed writes, in insert order. */
export const SEEDED_TABLES: readonly string[] = TABLES.map(([table]) => table);

function parseWhole(name: string, value: string | number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return number;
}

/** Seed number and scale from options, then SANDBOX_SEED / SANDBOX_SCALE, then the defaults. */
export function resolveSeedSettings(options: SeedOptions = {}, env: NodeJS.ProcessEnv = process.env): { seed: number; scale: number } {
  return {
    seed: parseWhole('SANDBOX_SEED', options.seed ?? env.SANDBOX_SEED, DEFAULT_SEED, 0, 2 ** 31 - 1),
    scale: parseWhole('SANDBOX_SCALE', options.scale ?? env.SANDBOX_SCALE, DEFAULT_SCALE, 1, MAX_SCALE),
  };
}

/** What the seed recorded, or null when the database was never seeded. */
export async function readSeedMeta(db: SqlExecutor): Promise<Omit<SeedReport, 'counts'> | null> {
  const row = await db.one<{ value: Omit<SeedReport, 'counts'> }>('SELECT value FROM sandbox_meta WHERE key = $1', [SEED_META_KEY]);
  return row?.value ?? null;
}

/** Any constant: two sandboxes starting against one empty PostgreSQL seed it once. */
const SEED_LOCK_KEY = 727_274_002;

/** Fills an empty, migrated database. Throws (and writes nothing) if it is already seeded or an insert fails. */
export async function seedDatabase(db: SandboxDatabase, options: SeedOptions = {}): Promise<SeedReport> {
  const report = await seed(db, options, 'throw');
  if (!report) throw new Error('unreachable');
  return report;
}

/** Seeds the database unless a seed is already recorded (then answers null). */
export function seedIfEmpty(db: SandboxDatabase, options: SeedOptions = {}): Promise<SeedReport | null> {
  return seed(db, options, 'skip');
}

async function seed(db: SandboxDatabase, options: SeedOptions, whenSeeded: 'throw' | 'skip'): Promise<SeedReport | null> {
  const started = performance.now();
  const { seed, scale } = resolveSeedSettings(options, {});
  const now = new Date(Math.floor((options.now ?? new Date()).getTime() / 1000) * 1000);
  const rng = createRng(seed);
  const flags = loadSeedFlags(options.flagsPath ?? SEED_FLAGS_PATH);

  const catalogue = buildCatalogue({ rng: rng.fork('catalogue'), scale, now });
  // The rng is forked by name, so leaving the customers out changes nothing in the catalogue.
  const customers = options.demoAccounts === false ? null : buildCustomers({ rng: rng.fork('customers'), scale, now }, catalogue);

  const retailerIds = new Set(catalogue.tables.retailers.map((row) => row.id as number));
  const unknown = flagRetailerIds(flags).filter((id) => !retailerIds.has(id));
  if (unknown.length) throw new Error(`flags.json names retailers the seed does not create: ${unknown.join(', ')}`);

  // scrypt is slow on purpose: hash once per account, all at once, before the transaction.
  const hashes = await Promise.all((customers?.identity_accounts ?? []).map(() => hashPassword(DEMO_PASSWORD)));
  const rows: Record<string, Row[]> = {
    ...catalogue.tables,
    ...customers,
    identity_accounts: (customers?.identity_accounts ?? []).map((account, index) => ({ ...account, password_hash: hashes[index] })),
    feature_flags: Object.entries(flags).map(([key, value]) => ({ key, value, updated_at: now })),
  };
  const missing = Object.keys(rows).filter((table) => !SEEDED_TABLES.includes(table));
  if (missing.length) throw new Error(`Seed rows without a column list: ${missing.join(', ')}`);

  const counts: Record<string, number> = {};
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const existing = await readSeedMeta(tx);
    if (existing) {
      if (whenSeeded === 'skip') return false;
      throw new Error(`The database is already seeded (seed ${existing.seed}, scale ${existing.scale}): reset it first`);
    }
    for (const [table, columns] of TABLES) counts[table] = await insertRows(tx, table, columns, rows[table] ?? []);
    const meta = { seed, scale, now: now.toISOString(), ms: Math.round(performance.now() - started) };
    await tx.query(
      `INSERT INTO sandbox_meta (key, value, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
      [SEED_META_KEY, JSON.stringify(meta)],
    );
    return true;
  });
  if (!seeded) return null;
  // Fresh statistics so the planner uses the type-ahead and foreign-key indexes from the first query.
  await db.exec('ANALYZE');
  return { seed, scale, now: now.toISOString(), counts, ms: Math.round(performance.now() - started) };
}
