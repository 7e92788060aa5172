// Referral invites by e-mail and the app download link by text message (001 §7 "implied only by copy").
// Both land in outbox_messages.
import { ROUTE_NAME } from '../../../../domain/constants/navigation';
import { DAY_MS, HOUR_MS } from '../../../../domain/constants/timing';
import { buildPath } from '../../../../domain/navigation/buildPath';
import { validatePhone } from '../../../../domain/validation/phone';
import type { OperationHandlers } from '../../api/restService';
import { findCustomer, referralLinkFor } from '../account/customers';
import { OUTBOX_TEMPLATE, messagesInLastHour, queueMessage } from '../account/outbox';
import { SANDBOX_MESSAGES, invalidFields, notFound, rateLimited } from '../account/refusals';
import { countRequest } from '../account/requestThrottle';
import { newRecordId } from '../account/tokens';
import { clientAddress } from '../../http/clientAddress';
import type { SandboxDeps } from '../SandboxDeps';

/** Ours: invites one customer may send per day, and app links one number may get per hour. */
export const INVITES_PER_DAY = 50;
export const APP_LINKS_PER_HOUR = 3;
/**
 * App links one client (remote address) may ask for an hour, whatever the numbers (issue 29: anyone could make
 * the server text any number): room for a household or an office, not for sweeping numbers.
 */
export const APP_LINKS_PER_CLIENT = 10;

export function referralHandlers(deps: SandboxDeps): OperationHandlers {
  const { db } = deps;
  return {
    async sendReferralInvites(context) {
      const { customerId } = context.requireCustomer(context.params.id);
      const customer = await findCustomer(db, customerId);
      if (!customer) throw notFound(SANDBOX_MESSAGES.CUSTOMER_NOT_FOUND);
      const now = deps.now();
      const own = customer.email.toLowerCase();
      // A customer cannot refer themselves; the same address twice counts once.
      const emails = [...new Set((context.body.emails as string[]).map((email) => email.trim().toLowerCase()))].filter((email) => email !== own);
      const invited = await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
        const sent = await tx.one<{ count: number }>(
          `SELECT count(*)::int AS count FROM outbox_messages WHERE customer_id = $1 AND template = $2 AND created_at > $3`,
          [customerId, OUTBOX_TEMPLATE.REFERRAL_INVITE, new Date(now.getTime() - DAY_MS)],
        );
        if ((sent?.count ?? 0) + emails.length > INVITES_PER_DAY) throw rateLimited();
        const link = referralLinkFor(deps.origin, customer.referral_code);
        for (const email of emails) {
          await tx.query(
            `INSERT INTO referral_invites (id, customer_id, email, status, created_at) VALUES ($1, $2, $3, 'sent', $4)
             ON CONFLICT DO NOTHING`,
            [newRecordId('ri', customerId), customerId, email, now],
          );
          await queueMessage(tx, {
            channel: 'email',
            recipient: email,
            template: OUTBOX_TEMPLATE.REFERRAL_INVITE,
            payload: { from: customer.first_name, referralCode: customer.referral_code, link },
            customerId,
            at: now,
          });
        }
        return emails;
      });
      return { status: 202, body: { invited } };
    },

    async sendAppDownloadLink(context) {
      const phone = validatePhone(context.body.phone);
      if (!phone.ok) throw invalidFields({ phone: phone.message });
      const now = deps.now();
      const perClient = await countRequest(db, `app-download-link:client:${clientAddress(context.request)}`, { now, limit: APP_LINKS_PER_CLIENT, windowMs: HOUR_MS });
      if (!perClient.allowed) {
        const refusal = rateLimited();
        return { status: refusal.status, body: refusal.toBody(), headers: { 'Retry-After': String(perClient.retryAfterSeconds) } };
      }
      if ((await messagesInLastHour(db, OUTBOX_TEMPLATE.APP_DOWNLOAD_LINK, phone.value, now)) >= APP_LINKS_PER_HOUR) {
        throw rateLimited();
      }
      await queueMessage(db, {
        channel: 'sms',
        recipient: phone.value,
        template: OUTBOX_TEMPLATE.APP_DOWNLOAD_LINK,
        payload: { link: `${deps.origin}${buildPath(ROUTE_NAME.GET_THE_APP)}` },
        customerId: context.auth?.customerId ?? null,
        at: now,
      });
      return { status: 202 };
    },
  };
}
