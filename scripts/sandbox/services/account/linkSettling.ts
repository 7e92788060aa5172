// How the sandbox's credential links move on (issue 16): a real linking backend checks the retailer account
// for a few minutes (001 §4: up to 24 hours); the sandbox settles a new link after a short delay instead.
// The outcome and its moment are stored with the link and applied when the status is read, so no timer runs
// and a restart changes nothing. POST /sandbox/account-links/settle settles every pending one at once.
import type { SqlExecutor } from '../../db';

/** The seeded bad password: a link made with it fails (status invalid, a failed state) instead of verifying. */
export const SANDBOX_BAD_LINK_PASSWORD = 'wrong-password';

/** What a credential link settles to. */
export const SETTLED_LINK_STATUS = { VERIFIED: 'verified', BAD_PASSWORD: 'invalid' } as const;

/** Seconds a new credential link stays pending; `SANDBOX_LINK_SETTLE_SECONDS` overrides it (read on each link). */
export const DEFAULT_LINK_SETTLE_SECONDS = 5;

export function linkSettleDelayMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SANDBOX_LINK_SETTLE_SECONDS?.trim();
  const seconds = raw ? Number(raw) : Number.NaN;
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_LINK_SETTLE_SECONDS) * 1000;
}

/** Where a link made now with this password will be, and when. */
export function linkSettlement(password: string, now: Date, env: NodeJS.ProcessEnv = process.env): { settlesTo: string; settlesAt: Date } {
  return {
    settlesTo: password === SANDBOX_BAD_LINK_PASSWORD ? SETTLED_LINK_STATUS.BAD_PASSWORD : SETTLED_LINK_STATUS.VERIFIED,
    settlesAt: new Date(now.getTime() + linkSettleDelayMs(env)),
  };
}

/** A credential_integrations row's status as read at the timestamptz parameter `nowParam` (e.g. '$2'). */
export function statusAtSql(nowParam: string, table = 'credential_integrations'): string {
  return `CASE WHEN ${table}.settles_to IS NOT NULL AND ${table}.settles_at <= ${nowParam}::timestamptz THEN ${table}.settles_to ELSE ${table}.status END`;
}

/** Settles every link still waiting, whatever its moment; answers how many moved on. */
export async function settlePendingLinks(db: SqlExecutor): Promise<number> {
  const rows = await db.query<{ retailer_id: number }>(
    `UPDATE credential_integrations SET status = settles_to, settles_to = NULL, settles_at = NULL
      WHERE settles_to IS NOT NULL RETURNING retailer_id`,
  );
  return rows.length;
}
