// Messages the sandbox "sends": rows in outbox_messages (nothing leaves the machine). Tests and the
// sandbox's user read codes and links from there.
import { HOUR_MS } from '../../../../domain/constants/timing';
import type { SqlExecutor } from '../../db';

export const OUTBOX_TEMPLATE = {
  PHONE_CODE: 'phone_verification_code',
  APP_DOWNLOAD_LINK: 'app_download_link',
  REFERRAL_INVITE: 'referral_invite',
  PASSWORD_RESET: 'password_reset',
  EMAIL_CONFIRMATION: 'email_confirmation',
  ACCOUNT_UNLOCK: 'account_unlock',
} as const;
export type OutboxTemplate = (typeof OUTBOX_TEMPLATE)[keyof typeof OUTBOX_TEMPLATE];

export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  template: OutboxTemplate;
  payload: Record<string, unknown>;
  customerId: string | null;
  at: Date;
}

export async function queueMessage(db: SqlExecutor, message: OutboxMessage): Promise<void> {
  await db.query(
    `INSERT INTO outbox_messages (channel, recipient, template, payload, customer_id, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6)`,
    [message.channel, message.recipient, message.template, JSON.stringify(message.payload), message.customerId, message.at],
  );
}

/** How many messages of a template went to a recipient in the hour before `now` (rate limits). */
export async function messagesInLastHour(db: SqlExecutor, template: OutboxTemplate, recipient: string, now: Date): Promise<number> {
  const row = await db.one<{ count: number }>(
    'SELECT count(*)::int AS count FROM outbox_messages WHERE template = $1 AND recipient = $2 AND created_at > $3',
    [template, recipient, new Date(now.getTime() - HOUR_MS)],
  );
  return row?.count ?? 0;
}
