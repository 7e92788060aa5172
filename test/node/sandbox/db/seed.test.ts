import { expect } from 'chai';
import { MINIMUM_WITHDRAWAL_CENTS } from '../../../../domain/validation/withdrawalAmount';
import { bannerTarget } from '../../../../domain/banners/bannerTarget';
import { classifyBonus, BONUS_VIEWS, type BonusView } from '../../../../domain/bonuses/classifyBonus';
import { EARNINGS_ITEM_TYPE, EARNINGS_STATUS } from '../../../../domain/money/earnings';
import type { BannerContext } from '../../../../domain/banners/Banner';
import { CATEGORY_ID } from '../../../../domain/constants/categories';
import { CATEGORY_SORT_ORDER_IDS } from '../../../../domain/categories/sortOrder';
import { FLAG } from '../../../../domain/constants/flags';
import { LIMITS, MONEY } from '../../../../domain/constants/limits';
import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../../../../domain/constants/retailers';
import { PREFERRED_LAUNCH_CATEGORY_IDS } from '../../../../domain/launch/launchOffers';
import { REWARD_TYPE } from '../../../../domain/constants/shopping';
import { isCheckupComplete } from '../../../../domain/customers/securityCheckup';
import { verifyPassword } from '../../../../scripts/sandbox/db';
import { KEY_TABLES, tableChecksums } from '../../../../scripts/sandbox/seed/checksum';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, SANDBOX_RETAILER_ID } from '../../../../scripts/sandbox/seed/fixtures';
import { loadSeedFlags } from '../../../../scripts/sandbox/seed/flags';
import { SEEDED_TABLES, seedDatabase } from '../../../../scripts/sandbox/seed';
import { ENGINE, FIXED_NOW, openTestDatabase, type TestDatabase } from './support';

const count = async (handle: TestDatabase, sql: string, params: unknown[] = []) =>
  ((await handle.db.one<{ n: number }>(`SELECT count(*) AS n FROM (${sql}) q`, params))?.n ?? 0);

describe(`sandbox db: the seed (${ENGINE})`, function () {
  this.timeout(60_000);
  let handle: TestDatabase;
  const db = () => handle.db;
  const n = (sql: string, params: unknown[] = []) => count(handle, sql, params);

  before(async () => {
    handle = await openTestDatabase('seed');
  });

  after(async () => {
    await handle?.dispose();
  });

  describe('catalogue figures', () => {
    it('was seeded at start with seed 1, scale 1', () => {
      expect(db().startup.seeded).to.include({ seed: 1, scale: 1, now: FIXED_NOW.toISOString() });
    });

    it('has at least 60 retailers, 20 categories and 3,000 offers, with fictional names', async () => {
      expect(await n('SELECT 1 FROM retailers')).to.be.at.least(60);
      expect(await n('SELECT 1 FROM categories')).to.be.at.least(20);
      expect(await n('SELECT 1 FROM offers')).to.be.at.least(3000);
      expect(await n(`SELECT 1 FROM retailers WHERE name ~* '(walmart|target|amazon|kroger|costco|walgreens|cvs)'`)).to.equal(0);
      expect(await n('SELECT lower(name) FROM retailers GROUP BY 1 HAVING count(*) > 1')).to.equal(0);
    });

    it('has every special retailer id, behaving as the documents say', async () => {
      const ids = [
        RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.MFA, RETAILER_ID.CREDIT_WITHIN_24_HOURS, RETAILER_ID.ACTIVATE_AND_REDIRECT_A,
        RETAILER_ID.ACTIVATE_AND_REDIRECT_B, RETAILER_ID.HIDES_EXTENSION_HEADER, RETAILER_ID.FALLBACK_DEFAULT, ...DEFAULT_RETAILER_IDS,
      ];
      expect(await n('SELECT 1 FROM retailers WHERE id = ANY($1::int[]) AND NOT temp_disabled', [ids])).to.equal(ids.length);
      const direct = await db().one<Record<string, unknown>>('SELECT * FROM retailers WHERE id = $1', [RETAILER_ID.DIRECT_INTEGRATION]);
      expect(direct).to.include({ web_retailer: true, account_link_method: 'direct', requires_account_link: true, recommended_rank: 1 });
      expect(direct?.web_url).to.match(/^https:\/\//);
      expect(await db().one('SELECT account_link_method, requires_account_link FROM retailers WHERE id = $1', [RETAILER_ID.MFA])).to.deep.equal({
        account_link_method: 'credentials', requires_account_link: true,
      });
      // The direct-integration retailer and the fallback default share a group (unlinking one clears both).
      expect(await n('SELECT 1 FROM retailers WHERE id = ANY($1::int[]) GROUP BY retailer_group_id', [[RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT]])).to.equal(1);
      // Grocery lists the default retailers (list-to-offers sidebar).
      expect(await n(`SELECT 1 FROM category_retailers WHERE category_id = $1 AND retailer_id = ANY($2::int[])`, [CATEGORY_ID.GROCERY, [...DEFAULT_RETAILER_IDS, RETAILER_ID.FALLBACK_DEFAULT]])).to.equal(3);
      for (const id of [...ids]) expect(await n('SELECT 1 FROM offer_retailers WHERE retailer_id = $1', [id]), `offers at ${id}`).to.be.greaterThan(0);
    });

    it('has a temp-disabled retailer, a web-excluded one (in the flag, on the apps) and an extension-required one', async () => {
      expect(await n('SELECT 1 FROM retailers WHERE temp_disabled')).to.be.at.least(1);
      const flags = loadSeedFlags();
      const excluded = flags[FLAG.WEB_EXCLUDED_RETAILERS] as number[];
      expect(excluded).to.include(SANDBOX_RETAILER_ID.WEB_EXCLUDED);
      expect(await db().one('SELECT other_platforms FROM retailers WHERE id = $1', [SANDBOX_RETAILER_ID.WEB_EXCLUDED])).to.deep.equal({ other_platforms: ['ios', 'android'] });
      expect(flags[FLAG.EXTENSION_REQUIRED_RETAILERS]).to.include(SANDBOX_RETAILER_ID.EXTENSION_REQUIRED);
      expect(flags[FLAG.DIRECT_INTEGRATION_RETAILERS]).to.include(RETAILER_ID.DIRECT_INTEGRATION);
    });

    it('has Hot Deals, Grocery and every sort-order category, each with retailers, sorted by the fixed map', async () => {
      const rows = await db().query<{ id: number; name: string; sort_order: number | null; retailers: number }>(
        `SELECT c.id, c.name, c.sort_order, count(cr.retailer_id) AS retailers
           FROM categories c LEFT JOIN category_retailers cr ON cr.category_id = c.id GROUP BY c.id`,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(CATEGORY_ID.HOT_DEALS)?.name).to.equal('Hot Deals');
      expect(byId.get(CATEGORY_ID.GROCERY)?.name).to.equal('Grocery');
      CATEGORY_SORT_ORDER_IDS.forEach((id, index) => expect(byId.get(id)?.sort_order, `category ${id}`).to.equal(index + 1));
      for (const row of rows) expect(row.retailers, row.name).to.be.at.least(3);
    });

    it('covers affiliate and item offers, hero offers, sweepstakes and instant rewards', async () => {
      expect(await n(`SELECT 1 FROM offers WHERE attribution_method = 'affiliate'`)).to.be.at.least(100);
      expect(await n(`SELECT 1 FROM offers WHERE attribution_method = 'nonaffiliate'`)).to.be.at.least(2000);
      expect(await n(`SELECT 1 FROM offers WHERE offer_type = 'hero'`)).to.be.at.least(10);
      expect(await n(`SELECT 1 FROM offers WHERE offer_type = 'hero' AND attribution_method = 'affiliate'`)).to.be.at.least(1);
      expect(await n('SELECT 1 FROM offer_rewards o JOIN rewards r ON r.id = o.reward_id WHERE r.type = $1', [REWARD_TYPE.SWEEPSTAKES])).to.be.at.least(10);
      expect(await n('SELECT 1 FROM offer_rewards o JOIN rewards r ON r.id = o.reward_id WHERE r.type = $1', [REWARD_TYPE.INSTANT])).to.be.at.least(10);
      expect(await n('SELECT r.id FROM rewards r JOIN offer_rewards o ON o.reward_id = r.id GROUP BY r.id HAVING count(*) > 1')).to.be.at.least(1);
      expect(await n('SELECT 1 FROM rewards WHERE type = $1 AND retailer_id IS NOT NULL', [REWARD_TYPE.SHOP_NOW])).to.be.at.least(1);
      expect(await n('SELECT 1 FROM offers WHERE any_brand')).to.be.at.least(1);
      expect(await n('SELECT 1 FROM offers WHERE percent_back IS NULL AND amount_cents IS NULL')).to.equal(0);
    });

    it('has expiring offers in every time-left bucket, and non-discoverable offers with an end', async () => {
      const now = FIXED_NOW.toISOString();
      expect(await n(`SELECT 1 FROM offers WHERE expiration BETWEEN $1::timestamptz AND $1::timestamptz + interval '1 hour'`, [now])).to.be.at.least(5);
      expect(await n(`SELECT 1 FROM offers WHERE expiration BETWEEN $1::timestamptz + interval '1 hour' AND $1::timestamptz + interval '1 day'`, [now])).to.be.at.least(5);
      expect(await n(`SELECT 1 FROM offers WHERE expiration BETWEEN $1::timestamptz + interval '1 day' AND $1::timestamptz + interval '3 days'`, [now])).to.be.at.least(5);
      expect(await n('SELECT 1 FROM offers WHERE expiration <= $1::timestamptz', [now])).to.equal(0);
      expect(await n('SELECT 1 FROM offers WHERE NOT is_discoverable AND discoverable_until > $1::timestamptz', [now])).to.be.at.least(20);
      expect(await n(`SELECT 1 FROM offers WHERE is_discoverable AND discoverable_until < $1::timestamptz + interval '1 day'`, [now])).to.be.at.least(5);
    });

    it('has offer groups, tags and purchase categories, including the preferred launch ones', async () => {
      expect(await n('SELECT g.id FROM offer_groups g JOIN offer_group_offers o ON o.offer_group_id = g.id GROUP BY g.id HAVING count(*) >= 2')).to.be.at.least(20);
      expect(await n(`SELECT 1 FROM offer_tag_offers WHERE tag_name = 'weekend-deals'`)).to.be.greaterThan(LIMITS.OFFER_TAG_LIMIT);
      expect(await n(`SELECT 1 FROM offer_tag_offers WHERE tag_name = 'back-to-school'`)).to.be.at.least(10);
      for (const id of PREFERRED_LAUNCH_CATEGORY_IDS) {
        expect(await n('SELECT 1 FROM offer_purchase_categories WHERE purchase_category_id = $1 AND retailer_id = $1', [id]), `category ${id}`).to.be.at.least(10);
      }
      expect(await n('SELECT 1 FROM offer_purchase_categories WHERE retailer_id = $1 AND purchase_category_id = ANY($2::int[])', [RETAILER_ID.DIRECT_INTEGRATION, PREFERRED_LAUNCH_CATEGORY_IDS])).to.be.at.least(1);
    });

    it('serves type-ahead by name prefix and by word prefix', async () => {
      const prefix = await db().query<{ name: string }>(`SELECT name FROM retailers WHERE lower(name) LIKE $1 || '%' ORDER BY name`, ['harvest l']);
      expect(prefix.map((row) => row.name)).to.include('Harvest Lane Market');
      const words = await db().query<{ id: number }>(`SELECT id FROM retailers WHERE to_tsvector('simple', name) @@ to_tsquery('simple', $1)`, ['outfit:*']);
      expect(words.map((row) => row.id)).to.include(RETAILER_ID.HIDES_EXTENSION_HEADER);
      expect(await n(`SELECT 1 FROM offers WHERE lower(name) LIKE 'any brand%'`)).to.be.at.least(1);
    });

    it('has banners for every context, linking to retailers and to in-app paths', async () => {
      const banners = await db().query<{ context: string; link: string; placement: string | null }>('SELECT context, link, placement FROM banners');
      const everyContext = Object.keys({ retailer: true, category: true, home: true, promo: true, seasonal: true } satisfies Record<BannerContext, true>);
      for (const context of everyContext) expect(banners.some((banner) => banner.context === context), context).to.equal(true);
      const targets = banners.map((banner) => bannerTarget(banner.link));
      expect(targets.some((target) => target.kind === 'retailer')).to.equal(true);
      expect(targets.some((target) => target.kind === 'path')).to.equal(true);
      const linked = targets.flatMap((target) => (target.kind === 'retailer' ? [target.retailerId] : []));
      expect(await n('SELECT 1 FROM retailers WHERE id = ANY($1::int[])', [[...new Set(linked)]])).to.equal(new Set(linked).size);
      expect(await n(`SELECT 1 FROM banners WHERE placement = 'HOMESEASONAL' AND starts_at <= $1::timestamptz AND ends_at > $1::timestamptz`, [FIXED_NOW.toISOString()])).to.equal(1);
    });

    it('seeds every feature flag from flags.json', async () => {
      const rows = await db().query<{ key: string; value: unknown }>('SELECT key, value FROM feature_flags');
      expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).to.deep.equal(loadSeedFlags());
      expect(rows.map((row) => row.key).sort()).to.deep.equal((Object.values(FLAG) as string[]).sort());
    });
  });

  describe('demo accounts', () => {
    const demo = DEMO_CUSTOMERS.DEMO;
    const fresh = DEMO_CUSTOMERS.NEW;

    it('both sign in with the demo password', async () => {
      for (const email of [demo.email, fresh.email]) {
        const account = await db().one<{ password_hash: string; customer_id: string }>('SELECT password_hash, customer_id FROM identity_accounts WHERE lower(email) = lower($1)', [email]);
        expect(account?.customer_id).to.be.a('string');
        expect(await verifyPassword(DEMO_PASSWORD, account?.password_hash ?? '')).to.equal(true);
        expect(await verifyPassword('wrong-password', account?.password_hash ?? '')).to.equal(false);
      }
    });

    it('demo: balance above the minimum withdrawal, agreeing with its history', async () => {
      const customer = await db().one<{ balance_cents: number; lifetime_earnings_cents: number }>('SELECT balance_cents, lifetime_earnings_cents FROM customers WHERE id = $1', [demo.id]);
      expect(customer?.balance_cents).to.equal(4250);
      expect(customer?.balance_cents).to.be.greaterThan(MINIMUM_WITHDRAWAL_CENTS);
      const totals = await db().one<{ earned: number; withdrawn: number }>(
        `SELECT (SELECT sum(amount_cents) FROM earnings_items WHERE customer_id = $1 AND status = 'processed' AND NOT reversed) AS earned,
                (SELECT sum(amount_cents) FROM transfers WHERE customer_id = $1 AND status <> 'failed') AS withdrawn`,
        [demo.id],
      );
      expect(totals?.earned).to.equal(customer?.lifetime_earnings_cents);
      expect((totals?.earned ?? 0) - (totals?.withdrawn ?? 0)).to.equal(customer?.balance_cents);
    });

    it('demo: earnings of every type and status, one reversed', async () => {
      const rows = await db().query<{ type: string; status: string; reversed: boolean }>('SELECT type, status, reversed FROM earnings_items WHERE customer_id = $1', [demo.id]);
      // Withdrawals are transfers (the history merges them in), never earnings_items rows.
      const earningTypes = Object.values(EARNINGS_ITEM_TYPE).filter((type) => type !== EARNINGS_ITEM_TYPE.WITHDRAWAL);
      expect([...new Set(rows.map((row) => row.type))].sort()).to.deep.equal(earningTypes.sort());
      expect([...new Set(rows.map((row) => row.status))].sort()).to.deep.equal(Object.values(EARNINGS_STATUS).sort());
      expect(rows.filter((row) => row.reversed)).to.have.length(1);
    });

    it('demo: a verified link to a web retailer, a pending one, an MFA-locked one', async () => {
      const links = await db().query<{ retailer_id: number; status: string; locked: boolean; web_retailer: boolean }>(
        `SELECT ci.retailer_id, ci.status, ci.locked, r.web_retailer FROM credential_integrations ci JOIN retailers r ON r.id = ci.retailer_id WHERE ci.customer_id = $1`,
        [demo.id],
      );
      expect(links.some((link) => link.status === 'verified' && link.web_retailer)).to.equal(true);
      expect(links.some((link) => link.status === 'pending')).to.equal(true);
      expect(links.find((link) => link.retailer_id === RETAILER_ID.MFA)).to.include({ status: 'verified', locked: true });
    });

    it('demo: favourites, recently viewed, unlocked offers, a bank account and a launch', async () => {
      expect(await n('SELECT 1 FROM favorite_retailers WHERE customer_id = $1', [demo.id])).to.be.at.least(3);
      expect(await n('SELECT 1 FROM favorite_categories WHERE customer_id = $1', [demo.id])).to.be.at.least(2);
      expect(await n('SELECT 1 FROM recently_viewed_retailers WHERE customer_id = $1', [demo.id])).to.equal(LIMITS.RECENTLY_VIEWED_RETAILERS_KEPT);
      expect(await n('SELECT 1 FROM unlocked_offers WHERE customer_id = $1', [demo.id])).to.be.at.least(6);
      expect(await n(`SELECT 1 FROM funding_sources WHERE customer_id = $1 AND status = 'ACTIVE'`, [demo.id])).to.equal(1);
      expect(await n('SELECT 1 FROM affiliate_launches WHERE customer_id = $1', [demo.id])).to.be.at.least(1);
    });

    it('demo: bonuses in every classification (recently expired, completed, featured, in progress, for you)', async () => {
      const rows = await db().query<{ bonus_type: string | null; expired: boolean; completed: boolean | null; progress_count: number | null }>(
        `SELECT b.bonus_type, b.expiration < $2::timestamptz AS expired, cb.completed, cb.progress_count
           FROM bonuses b LEFT JOIN customer_bonuses cb ON cb.bonus_id = b.id AND cb.customer_id = $1`,
        [demo.id, FIXED_NOW.toISOString()],
      );
      const views = new Set<BonusView>(
        rows.map((row) => classifyBonus({ bonusType: row.expired ? 'recentlyExpired' : row.bonus_type, completed: row.completed ?? false, progressCount: row.progress_count ?? 0 })),
      );
      expect([...views].sort()).to.deep.equal([...BONUS_VIEWS].sort());
      expect(await n(`SELECT 1 FROM bonuses b WHERE internal_type = 'FUNDED' AND NOT EXISTS (SELECT 1 FROM bonus_offers o WHERE o.bonus_id = b.id)`)).to.equal(1);
    });

    it('demo: security checkup completed; new: incomplete, zero balance, no history', async () => {
      const items = async (id: string) => db().query<{ id: string; name: string; status: string }>(
        `SELECT i.id, i.name, c.status FROM security_checkup_items i LEFT JOIN customer_security_checkup c ON c.item_id = i.id AND c.customer_id = $1`,
        [id],
      );
      expect(isCheckupComplete(await items(demo.id))).to.equal(true);
      expect(isCheckupComplete(await items(fresh.id))).to.equal(false);
      expect(await db().one('SELECT balance_cents, lifetime_earnings_cents FROM customers WHERE id = $1', [fresh.id])).to.deep.equal({ balance_cents: 0, lifetime_earnings_cents: 0 });
      expect(await n('SELECT 1 FROM earnings_items WHERE customer_id = $1', [fresh.id])).to.equal(0);
    });
  });

  describe('determinism', () => {
    const reseed = async (seed: number) => {
      await db().exec(`TRUNCATE ${[...SEEDED_TABLES, 'sandbox_meta'].join(', ')} CASCADE`);
      await seedDatabase(db(), { seed, scale: 1, now: FIXED_NOW });
      return tableChecksums(db());
    };

    it('the same seed gives identical key tables; another seed gives different ones', async () => {
      const first = await tableChecksums(db());
      const again = await reseed(1);
      expect(again).to.deep.equal(first);
      const other = await reseed(2);
      for (const table of ['retailers', 'offers', 'offer_retailers', 'category_retailers']) {
        expect(other[table], table).not.to.equal(first[table]);
      }
      expect(Object.keys(first)).to.deep.equal([...KEY_TABLES]);
      await reseed(1);
    });
  });
});
