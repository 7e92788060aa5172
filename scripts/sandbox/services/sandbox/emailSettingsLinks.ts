import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../../domain/constants/navigation';
import { DAY_MS } from '../../../../domain/constants/timing';
import { buildPath } from '../../../../domain/navigation/buildPath';
import { HttpError } from '../../api/HttpError';
import { normalizeEmail } from '../../identity';
import type { OperationHandler } from '../../api/restService';
import { OUTBOX_TEMPLATE, queueMessage } from '../account/outbox';
import { newLinkToken } from '../account/tokens';
import type { SandboxDeps } from '../SandboxDeps';

/** Ours: how long an e-mail settings link works (the seed's tokens too). */
export const EMAIL_SETTINGS_LINK_TTL_MS = 30 * DAY_MS;
export const EMAIL_SETTINGS_TOKEN_PREFIX = 'est';

/**
 * POST /sandbox/email-settings-links: a fresh e-mail settings token for the customer with that e-mail, sent
 * as a link (/email-settings?token=…) through the outbox; 404 when no customer uses the e-mail.
 */
export function sendSandboxEmailSettingsLink(deps: SandboxDeps): OperationHandler {
  return async ({ body }) => {
    const email = normalizeEmail(String((body as { email: string }).email));
    const customer = await deps.db.one<{ id: string; email: string }>('SELECT id, email FROM customers WHERE lower(email) = $1', [email]);
    if (!customer) throw new HttpError(404, 'No customer uses that email.', { code: 'NOT_FOUND' });
    const now = deps.now();
    const token = newLinkToken(EMAIL_SETTINGS_TOKEN_PREFIX);
    const expiresAt = new Date(now.getTime() + EMAIL_SETTINGS_LINK_TTL_MS);
    const link = new URL(buildPath(ROUTE_NAME.EMAIL_SETTINGS, {}, { [NAV_QUERY_KEY.TOKEN]: token }), deps.origin).href;
    await deps.db.transaction(async (tx) => {
      await tx.query('INSERT INTO email_settings_tokens (token, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [token, customer.id, now, expiresAt]);
      await queueMessage(tx, {
        channel: 'email',
        recipient: customer.email,
        template: OUTBOX_TEMPLATE.EMAIL_SETTINGS_LINK,
        payload: { token, link },
        customerId: customer.id,
        at: now,
      });
    });
    return { status: 201, body: { link, expiresAt: expiresAt.toISOString() } };
  };
}
