import { SECURITY_CHECKUP_STATUS, type SecurityCheckupStatus } from '../../../../domain/customers/securityCheckup';
import { type OnboardingStep } from '../../../../domain/customers/onboarding';
import type { SqlExecutor } from '../../db';

export interface CheckupItem {
  id: string;
  name: string;
  status: SecurityCheckupStatus;
}

export async function checkupItemsOf(db: SqlExecutor, customerId: string): Promise<CheckupItem[]> {
  return db.query<CheckupItem>(
    `SELECT i.id, i.name, COALESCE(c.status, $2) AS status
       FROM security_checkup_items i
       LEFT JOIN customer_security_checkup c ON c.item_id = i.id AND c.customer_id = $1
      ORDER BY i.position`,
    [customerId, SECURITY_CHECKUP_STATUS.INCOMPLETE],
  );
}

export async function setCheckupStatus(
  db: SqlExecutor,
  customerId: string,
  item: OnboardingStep,
  status: SecurityCheckupStatus,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO customer_security_checkup (customer_id, item_id, status, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (customer_id, item_id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at`,
    [customerId, item, status, at],
  );
}
