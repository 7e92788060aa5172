// oidc-provider's storage (sessions, interactions, grants, codes, refresh tokens) in the sandbox database
// (table identity_provider_store), so sign-ins survive a restart. Expired rows are ignored on read and
// swept at most once a minute. PostgreSQL text and jsonb cannot hold a NUL character: a key with one names
// nothing stored, and a payload with one (a request parameter carried into an interaction) is a bad request.
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { SqlExecutor } from '../db/database';
import { GRANT_MEMBERS } from './constants';
import { isStorableKey } from './identityAccounts';

const SWEEP_EVERY_MS = 60_000;

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return !isStorableKey(value);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, member]) => !isStorableKey(key) || holdsNul(member));
  }
  return false;
}

export function createDatabaseAdapterFactory(
  db: SqlExecutor,
  now: () => number = Date.now,
): (model: string) => Adapter {
  let lastSweep = 0;

  async function sweep(): Promise<void> {
    if (now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now();
    await db.query('DELETE FROM identity_provider_store WHERE expires_at <= $1::timestamptz', [new Date(now())]);
  }

  async function findWhere(model: string, column: 'id' | 'uid' | 'user_code', value: string) {
    if (!isStorableKey(value)) return undefined;
    const rows = await db.query<{ payload: AdapterPayload }>(
      `SELECT payload FROM identity_provider_store
        WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > $3::timestamptz)
        LIMIT 1`,
      [model, value, new Date(now())],
    );
    return rows[0]?.payload;
  }

  return (model) => ({
    async upsert(id, payload, expiresIn) {
      if (!isStorableKey(id) || holdsNul(payload)) throw new errors.InvalidRequest('a parameter holds a NUL character');
      await sweep();
      const expiresAt = typeof expiresIn === 'number' ? new Date(now() + expiresIn * 1000) : null;
      await db.query(
        `INSERT INTO identity_provider_store (model, id, payload, grant_id, uid, user_code, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7::timestamptz)
         ON CONFLICT (model, id) DO UPDATE
           SET payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
               user_code = excluded.user_code, expires_at = excluded.expires_at`,
        [
          model,
          id,
          JSON.stringify(payload),
          GRANT_MEMBERS.has(model) ? (payload.grantId ?? null) : null,
          model === 'Session' ? (payload.uid ?? null) : null,
          payload.userCode ?? null,
          expiresAt,
        ],
      );
    },
    find: (id) => findWhere(model, 'id', id),
    findByUid: (uid) => findWhere(model, 'uid', uid),
    findByUserCode: (userCode) => findWhere(model, 'user_code', userCode),
    async consume(id) {
      if (!isStorableKey(id)) return;
      await db.query(
        `UPDATE identity_provider_store
            SET payload = jsonb_set(payload, '{consumed}', to_jsonb($3::integer)), consumed_at = now()
          WHERE model = $1 AND id = $2`,
        [model, id, Math.floor(now() / 1000)],
      );
    },
    async destroy(id) {
      if (!isStorableKey(id)) return;
      await db.query('DELETE FROM identity_provider_store WHERE model = $1 AND id = $2', [model, id]);
    },
    async revokeByGrantId(grantId) {
      if (!isStorableKey(grantId)) return;
      await db.query('DELETE FROM identity_provider_store WHERE model = $1 AND grant_id = $2', [model, grantId]);
    },
  });
}
