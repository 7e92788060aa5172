// Personal data file (001 §1 right to access): request it, poll it, download it while available (7 days
// from when it is ready, then 410).
import { DAY_MS, SECOND_MS } from '../../../../domain/constants/timing';
import { isPersonalDataFileAvailable, PERSONAL_DATA_FILE_DAYS } from '../../../../domain/privacy/personalDataFile';
import { HttpError } from '../../api/HttpError';
import type { OperationHandlers } from '../../api/restService';
import type { SqlExecutor } from '../../db';
import { checkupItemsOf } from '../account/checkup';
import { credentialIntegrationsOf, customerInfoOf, findCustomer } from '../account/customers';
import { CODE, SANDBOX_MESSAGES, notFound, rateLimited } from '../account/refusals';
import { settingsCollectionsOf } from '../account/settings';
import { newRecordId } from '../account/tokens';
import type { SandboxDeps } from '../SandboxDeps';

/** Ours: the sandbox "prepares" a file for a few seconds, so clients see pending before ready. */
export const PERSONAL_DATA_PREPARATION_MS = 5 * SECOND_MS;
/** Ours: requests one customer may make per day. */
export const PERSONAL_DATA_REQUESTS_PER_DAY = 3;
export const PERSONAL_DATA_FILE_NAME = 'clipback-personal-data.json';

interface RequestRow {
  id: string;
  customer_id: string;
  status: 'pending' | 'ready' | 'expired';
  requested_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
}

type Status = RequestRow['status'];

/** The status at `now`: pending until ready_at, ready for 7 days, then expired. */
function statusAt(row: RequestRow, now: Date): Status {
  if (!row.ready_at || now.getTime() < new Date(row.ready_at).getTime()) return 'pending';
  return isPersonalDataFileAvailable(new Date(row.ready_at), now) ? 'ready' : 'expired';
}

/** Reads the request and brings its stored status up to date. */
async function requestAt(db: SqlExecutor, customerId: string, requestId: string, now: Date): Promise<RequestRow> {
  const row = await db.one<RequestRow>('SELECT * FROM personal_data_requests WHERE id = $1 AND customer_id = $2', [requestId, customerId]);
  if (!row) throw notFound();
  const status = statusAt(row, now);
  if (status !== row.status) {
    await db.query('UPDATE personal_data_requests SET status = $2 WHERE id = $1', [row.id, status]);
  }
  return { ...row, status };
}

function toPersonalDataRequest(row: RequestRow) {
  return {
    id: row.id,
    status: row.status,
    requestedAt: new Date(row.requested_at).toISOString(),
    // Only known once the file is ready.
    readyAt: row.status === 'pending' || !row.ready_at ? null : new Date(row.ready_at).toISOString(),
    expiresAt: row.status === 'pending' || !row.expires_at ? null : new Date(row.expires_at).toISOString(),
  };
}

/** Everything the sandbox holds about the customer, as one JSON document. */
async function personalDataFile(deps: SandboxDeps, customerId: string, now: Date) {
  const { db } = deps;
  const customer = await findCustomer(db, customerId);
  if (!customer) throw notFound(SANDBOX_MESSAGES.CUSTOMER_NOT_FOUND);
  const rows = (sql: string) => db.query(sql, [customerId]);
  return {
    generatedAt: now.toISOString(),
    customer: await customerInfoOf(db, customer, deps.origin, now),
    settings: (await settingsCollectionsOf(db, customerId, 'all')).settings_collections,
    securityCheckup: await checkupItemsOf(db, customerId),
    retailerAccountLinks: await credentialIntegrationsOf(db, customerId, now),
    favoriteRetailers: await rows('SELECT retailer_id, sort_order, created_at FROM favorite_retailers WHERE customer_id = $1 ORDER BY sort_order'),
    favoriteCategories: await rows('SELECT category_id, favorite_date FROM favorite_categories WHERE customer_id = $1 ORDER BY favorite_date'),
    unlockedOffers: await rows('SELECT offer_id, activated_retailer_id, platform, unlocked_at FROM unlocked_offers WHERE customer_id = $1 ORDER BY unlocked_at'),
    earnings: await rows('SELECT id, type, status, reversed, amount_cents, recorded_at, title FROM earnings_items WHERE customer_id = $1 ORDER BY recorded_at'),
    receipts: await rows('SELECT id, retailer_id, status, reversed, purchase_date, total_cents, cash_back_cents FROM receipts WHERE customer_id = $1 ORDER BY created_at'),
    withdrawals: await rows('SELECT id, amount_cents, status, created_at, completed_at FROM transfers WHERE customer_id = $1 ORDER BY created_at'),
    bankAccounts: await rows('SELECT id, funding_type, institution_name, last4, status, created_at FROM funding_sources WHERE customer_id = $1 ORDER BY created_at'),
    referralInvites: await rows('SELECT email, status, created_at FROM referral_invites WHERE customer_id = $1 ORDER BY created_at'),
    shoppingLists: await rows('SELECT retailer_id, list, created_at FROM shopping_lists WHERE customer_id = $1 ORDER BY created_at'),
  };
}

export function privacyHandlers(deps: SandboxDeps): OperationHandlers {
  const { db } = deps;
  return {
    async requestPersonalDataFile(context) {
      const { customerId } = context.requireCustomer(context.params.id);
      const now = deps.now();
      const readyAt = new Date(now.getTime() + PERSONAL_DATA_PREPARATION_MS);
      const row = await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
        const recent = await tx.one<{ count: number }>(
          'SELECT count(*)::int AS count FROM personal_data_requests WHERE customer_id = $1 AND requested_at > $2',
          [customerId, new Date(now.getTime() - DAY_MS)],
        );
        if ((recent?.count ?? 0) >= PERSONAL_DATA_REQUESTS_PER_DAY) throw rateLimited();
        return tx.one<RequestRow>(
          `INSERT INTO personal_data_requests (id, customer_id, status, requested_at, ready_at, expires_at)
           VALUES ($1, $2, 'pending', $3, $4, $5) RETURNING *`,
          [newRecordId('pdr', customerId), customerId, now, readyAt, new Date(readyAt.getTime() + PERSONAL_DATA_FILE_DAYS * DAY_MS)],
        );
      });
      if (!row) throw notFound();
      return { status: 202, body: toPersonalDataRequest(row) };
    },

    async getPersonalDataRequest(context) {
      const { customerId } = context.requireCustomer(context.params.id);
      return { body: toPersonalDataRequest(await requestAt(db, customerId, context.params.requestId, deps.now())) };
    },

    async downloadPersonalDataFile(context) {
      const { customerId } = context.requireCustomer(context.params.id);
      const now = deps.now();
      const row = await requestAt(db, customerId, context.params.requestId, now);
      if (row.status === 'pending') throw new HttpError(409, SANDBOX_MESSAGES.FILE_NOT_READY, { code: CODE.NOT_READY });
      if (row.status === 'expired') throw new HttpError(410, SANDBOX_MESSAGES.FILE_EXPIRED, { code: CODE.EXPIRED });
      return {
        body: await personalDataFile(deps, customerId, now),
        headers: { 'Content-Disposition': `attachment; filename="${PERSONAL_DATA_FILE_NAME}"` },
      };
    },
  };
}
