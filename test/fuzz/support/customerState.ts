import type { SqlExecutor } from '../../../scripts/sandbox/db/database';

/**
 * Everything the database holds about one customer: their customers row and every row of every table
 * with a customer_id column (balance, favourites, unlocks, earnings, settings, links…), as sorted JSON.
 * Found from the catalogue, so a table added later is covered without touching this.
 */
export async function customerState(db: SqlExecutor, customerId: string): Promise<Record<string, string[]>> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT DISTINCT table_name FROM information_schema.columns
     WHERE column_name = 'customer_id' AND table_schema = current_schema() ORDER BY table_name`,
  );
  const state: Record<string, string[]> = {};
  const [customer] = await db.query<{ row: string }>('SELECT to_jsonb(c)::text AS row FROM customers c WHERE id = $1', [customerId]);
  state.customers = customer ? [customer.row] : [];
  for (const { table_name: table } of tables) {
    const rows = await db.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${table}" t WHERE customer_id::text = $1`, [customerId]);
    state[table] = rows.map(({ row }) => row).sort();
  }
  return state;
}
