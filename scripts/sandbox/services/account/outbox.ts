// Messages the sandbox sends: rows in outbox_messages, with the text a person reads, its links and codes
// (migration 010). An e-mail also goes to a real SMTP server when SMTP_URL is set (mailer.ts). Tests and
// the sandbox's user read codes and links at GET /sandbox/outbox and on /sandbox/mail.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { BRAND_NAME } from '../../../../domain/constants/app';
import { HOUR_MS } from '../../../../domain/constants/timing';
import { validateEmail } from '../../../../domain/validation/email';
import type { SqlExecutor } from '../../db';
import { sendMail } from './mailer';
import { VERIFICATION_CODE_LENGTH } from '../../../../domain/validation/verificationCode';

export const OUTBOX_TEMPLATE = {
  PHONE_CODE: 'phone_verification_code',
  APP_DOWNLOAD_LINK: 'app_download_link',
  REFERRAL_INVITE: 'referral_invite',
  PASSWORD_RESET: 'password_reset',
  EMAIL_CONFIRMATION: 'email_confirmation',
  ACCOUNT_UNLOCK: 'account_unlock',
  EMAIL_SETTINGS_LINK: 'email_settings_link',
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

/** An e-mail address lower-cased; a phone number (any US spelling) as E.164; null when it is neither. */
export function outboxRecipient(value: string): { channel: 'email' | 'sms'; recipient: string } | null {
  const text = value.trim();
  if (text === '' || text.length > 320) return null;
  if (text.includes('@')) {
    const email = validateEmail(text);
    return email.ok ? { channel: 'email', recipient: email.value.toLowerCase() } : null;
  }
  const phone = parsePhoneNumberFromString(text, 'US');
  return phone?.isValid() ? { channel: 'sms', recipient: phone.number } : null;
}

/** The absolute http(s) links of a text, in order, once each. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])].map((link) => link.replace(/[.,;:!?)]+$/, ''));
}

const VERIFICATION_CODE = new RegExp(`(?<![0-9])[0-9]{${VERIFICATION_CODE_LENGTH}}(?![0-9])`, 'g');

/** The verification codes of a text (digit runs of the code's length standing alone, outside links), once each. */
export function codesIn(text: string): string[] {
  const withoutLinks = text.replace(/https?:\/\/[^\s<>"']+/g, ' ');
  return [...new Set(withoutLinks.match(VERIFICATION_CODE) ?? [])];
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** What a message says: its subject (e-mail) and text, from its template and payload. */
export function renderMessage(template: OutboxTemplate, payload: Record<string, unknown>): { subject: string | null; text: string } {
  switch (template) {
    case OUTBOX_TEMPLATE.PHONE_CODE:
      return { subject: null, text: `Your ${BRAND_NAME} verification code is ${text(payload.code)}.` };
    case OUTBOX_TEMPLATE.APP_DOWNLOAD_LINK:
      return { subject: null, text: `Get the ${BRAND_NAME} app: ${text(payload.link)}` };
    case OUTBOX_TEMPLATE.REFERRAL_INVITE:
      return {
        subject: `${text(payload.from) || 'A friend'} invited you to ${BRAND_NAME}`,
        text: `${text(payload.from) || 'A friend'} invited you to ${BRAND_NAME}. Sign up with referral code ${text(payload.referralCode)}: ${text(payload.link)}`,
      };
    case OUTBOX_TEMPLATE.PASSWORD_RESET:
      return {
        subject: `Reset your ${BRAND_NAME} password`,
        text: `Someone asked to reset the password of your ${BRAND_NAME} account. To choose a new password, open ${text(payload.link)}\n\nThe link works once, until ${text(payload.expiresAt)}. If you did not ask, ignore this e-mail.`,
      };
    case OUTBOX_TEMPLATE.EMAIL_CONFIRMATION:
      return { subject: 'Confirm your e-mail address', text: `Confirm your e-mail address for ${BRAND_NAME}: ${text(payload.link)}` };
    case OUTBOX_TEMPLATE.EMAIL_SETTINGS_LINK:
      return { subject: `Your ${BRAND_NAME} e-mail settings`, text: `Choose which e-mails ${BRAND_NAME} sends you: ${text(payload.link)}` };
    case OUTBOX_TEMPLATE.ACCOUNT_UNLOCK:
      return {
        subject: `Your ${BRAND_NAME} account is locked`,
        text: `Your account was locked after too many wrong passwords. It unlocks by itself in ${text(payload.lockMinutes)} minutes, or now: open ${text(payload.link)}`,
      };
  }
}

/**
 * Sends a message: stores it in the outbox (recipient normalised, text rendered, links and codes found)
 * and, for an e-mail with SMTP_URL set, hands it to that SMTP server too. Inside a transaction the SMTP
 * hand-off happens before the commit (the sandbox's transactions here do nothing after it that can fail).
 */
export async function queueMessage(db: SqlExecutor, message: OutboxMessage): Promise<void> {
  const recipient = outboxRecipient(message.recipient)?.recipient ?? message.recipient;
  const { subject, text: body } = renderMessage(message.template, message.payload);
  await db.query(
    `INSERT INTO outbox_messages (channel, recipient, template, payload, customer_id, created_at, subject, text, links, codes, sent_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $6)`,
    [
      message.channel,
      recipient,
      message.template,
      JSON.stringify(message.payload),
      message.customerId,
      message.at,
      subject,
      body,
      JSON.stringify(linksIn(body)),
      JSON.stringify(codesIn(body)),
    ],
  );
  if (message.channel === 'email') await sendMail({ to: recipient, subject: subject ?? '', text: body });
}

export interface StoredOutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  links: string[];
  codes: string[];
  sentAt: string;
}

/** A recipient's messages, newest first. */
export async function outboxMessagesFor(db: SqlExecutor, recipient: string, limit = 100): Promise<StoredOutboxMessage[]> {
  const rows = await db.query<{ channel: 'email' | 'sms'; recipient: string; subject: string | null; text: string; links: string[]; codes: string[]; sent_at: Date }>(
    `SELECT channel, recipient, subject, text, links, codes, sent_at FROM outbox_messages
      WHERE recipient = $1 ORDER BY sent_at DESC, id DESC LIMIT $2`,
    [recipient, limit],
  );
  return rows.map((row) => ({
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    text: row.text,
    links: row.links,
    codes: row.codes,
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}

/** How many messages of a template went to a recipient in the hour before `now` (rate limits). */
export async function messagesInLastHour(db: SqlExecutor, template: OutboxTemplate, recipient: string, now: Date): Promise<number> {
  const row = await db.one<{ count: number }>(
    'SELECT count(*)::int AS count FROM outbox_messages WHERE template = $1 AND recipient = $2 AND created_at > $3',
    [template, outboxRecipient(recipient)?.recipient ?? recipient, new Date(now.getTime() - HOUR_MS)],
  );
  return row?.count ?? 0;
}
