// monolith/* handlers (001 §7 gateway calls, 000 §7 store actions): customer info with credential
// integrations, profile changes, the security checkup, e-mail settings from e-mail links, e-mail
// confirmation, web app config, removing unlocked offers, OAuth linking URIs and logout.
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import * as MESSAGES from '../../../../domain/constants/messages';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../../domain/constants/navigation';
import { DAY_MS } from '../../../../domain/constants/timing';
import { buildPath } from '../../../../domain/navigation/buildPath';
import { HttpError } from '../../api/HttpError';
import type { RequestContext } from '../../api/restService';
import type { SqlExecutor } from '../../db';
import { checkupItemsOf } from '../account/checkup';
import { credentialIntegrationsOf, customerInfoOf, findCustomer } from '../account/customers';
import { startOAuthLink } from '../account/oauthLinks';
import { OUTBOX_TEMPLATE, messagesInLastHour, queueMessage } from '../account/outbox';
import { ProfileRefusal, changeProfile, type ProfileChanges } from '../account/profile';
import { CODE, SANDBOX_MESSAGES, badRequest, fitsSqlInteger, invalidFields, notFound, rateLimited, signedInCustomer, withBadInputNet } from '../account/refusals';
import { saveSettings, settingsCollectionsOf } from '../account/settings';
import { newLinkToken, newRecordId } from '../account/tokens';
import type { RestHandlersFactory } from '../SandboxDeps';
import { AUTHENTICATION_FAILED } from '../../api/restService';

/** Ours: how long an e-mail confirmation link works, and how many may be sent per hour. */
export const EMAIL_CONFIRMATION_TTL_MS = DAY_MS;
export const EMAIL_CONFIRMATIONS_PER_HOUR = 5;

/** The customer an e-mail settings token stands for; 401 TOKEN_INVALID when unknown or expired (001 §8). */
async function customerOfEmailToken(db: SqlExecutor, token: string, now: Date): Promise<string> {
  const row = await db.one<{ customer_id: string; expires_at: Date }>(
    'SELECT customer_id, expires_at FROM email_settings_tokens WHERE token = $1',
    [token],
  );
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) {
    throw new HttpError(401, MESSAGES.TOKEN_EXPIRED, { code: CODE.TOKEN_INVALID });
  }
  return row.customer_id;
}

/**
 * Where logout may send the browser: the identity provider returns only to the app's origin (domain
 * logoutReturnTo), so a path or a URL on this origin; anything else becomes the home page.
 */
function safeReturnTo(returnTo: string, origin: string): string {
  const home = buildPath(ROUTE_NAME.HOME);
  if (returnTo.startsWith('//') || returnTo.includes('\\')) return home;
  try {
    return new URL(returnTo, origin).origin === new URL(origin).origin ? returnTo : home;
  } catch {
    return home;
  }
}

/** The signed-in customer's row; an account the token names but the database lacks is an auth problem. */
async function signedInRow(context: RequestContext, db: SqlExecutor) {
  const customerId = signedInCustomer(context);
  const row = await findCustomer(db, customerId);
  if (!row) throw AUTHENTICATION_FAILED();
  return row;
}

/** monolith/* handlers (customer info, checkup, settings with token, web app config, offers). */
export const monolithHandlers: RestHandlersFactory = (deps) => {
  const { db } = deps;
  return withBadInputNet({
    async fetchCustomerInfo(context) {
      const row = await signedInRow(context, db);
      const info = await customerInfoOf(db, row, deps.origin, deps.now());
      return { body: { ...info, credentialIntegrations: await credentialIntegrationsOf(db, row.id, deps.now()) } };
    },

    async changeCustomerInfo(context) {
      const customerId = signedInCustomer(context);
      const now = deps.now();
      const { password, ...changes } = context.body as ProfileChanges & { password?: string };
      try {
        const row = await changeProfile(deps, context.requireAuth(), customerId, changes, { now, password, passwordFor: 'e-mail and name' });
        if (!row) throw AUTHENTICATION_FAILED();
        return { body: await customerInfoOf(db, row, deps.origin, now) };
      } catch (error) {
        if (!(error instanceof ProfileRefusal)) throw error;
        if (error.kind === 'emailTaken') {
          throw new HttpError(409, ACCOUNT_MESSAGES.EMAIL_IN_USE, { code: CODE.EMAIL_TAKEN, fields: error.fields as Record<string, string> });
        }
        throw invalidFields(error.fields as Record<string, string>);
      }
    },

    async securityCheckupStatus(context) {
      // The HELPCENTER context asks before the help-centre login; the items are the same.
      const customerId = signedInCustomer(context);
      return { body: { items: await checkupItemsOf(db, customerId) } };
    },

    async fetchWebAppConfigByKey(context) {
      const row = await db.one<{ key: string; value: unknown }>('SELECT key, value FROM web_app_config WHERE key = $1', [context.body.key]);
      if (!row) throw notFound(SANDBOX_MESSAGES.CONFIG_NOT_FOUND);
      return { body: { key: row.key, value: row.value } };
    },

    async fetchEmailSettingsWithToken(context) {
      const customerId = await customerOfEmailToken(db, context.body.token, deps.now());
      return { body: await settingsCollectionsOf(db, customerId, 'email') };
    },

    async updateEmailSettingsWithToken(context) {
      const now = deps.now();
      const customerId = await customerOfEmailToken(db, context.body.token, now);
      await db.transaction((tx) => saveSettings(tx, customerId, context.body.settings, 'email', now));
      return { body: await settingsCollectionsOf(db, customerId, 'email') };
    },

    async sendEmailConfirmation(context) {
      const row = await signedInRow(context, db);
      const now = deps.now();
      if ((await messagesInLastHour(db, OUTBOX_TEMPLATE.EMAIL_CONFIRMATION, row.email, now)) >= EMAIL_CONFIRMATIONS_PER_HOUR) {
        throw rateLimited();
      }
      const token = newLinkToken('ect');
      // The app's landing page confirms the token (confirmEmail) and says how it went.
      const link = new URL(buildPath(ROUTE_NAME.CONFIRM_EMAIL, {}, { [NAV_QUERY_KEY.TOKEN]: token }), deps.origin);
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO email_confirmations (id, customer_id, email, token, status, created_at, expires_at)
           VALUES ($1, $2, $3, $4, 'pending', $5, $6)`,
          [newRecordId('ec', row.id), row.id, row.email, token, now, new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS)],
        );
        await queueMessage(tx, {
          channel: 'email',
          recipient: row.email,
          template: OUTBOX_TEMPLATE.EMAIL_CONFIRMATION,
          payload: { token, link: link.href },
          customerId: row.id,
          at: now,
        });
      });
      return { body: { sent: true, email: row.email } };
    },

    async deleteUnlockedOffer(context) {
      const customerId = signedInCustomer(context);
      const offerId: number = context.body.offerId;
      if (!fitsSqlInteger(offerId) || !(await db.one('SELECT id FROM offers WHERE id = $1', [offerId]))) {
        throw notFound(MESSAGES.noOfferWithId(offerId));
      }
      // Removing an offer that is not on the list is already done: 200 either way (the client needs 200).
      await db.query('DELETE FROM unlocked_offers WHERE customer_id = $1 AND offer_id = $2', [customerId, offerId]);
      return { body: { offerId, activated: false } };
    },

    async fetchLinkingUri(context) {
      const customerId = signedInCustomer(context);
      const retailerId: number = context.body.retailerId;
      const retailer = fitsSqlInteger(retailerId)
        ? await db.one<{ account_link_method: string | null }>('SELECT account_link_method FROM retailers WHERE id = $1', [retailerId])
        : null;
      if (!retailer) throw notFound(MESSAGES.RETAILER_NOT_FOUND);
      if (retailer.account_link_method !== 'direct') {
        throw badRequest(SANDBOX_MESSAGES.NO_ACCOUNT_LINKING, { retailerId: SANDBOX_MESSAGES.NO_ACCOUNT_LINKING });
      }
      const started = await startOAuthLink(db, { customerId, retailerId, goto: context.body.goto, origin: deps.origin, now: deps.now() });
      return { body: { redirectUri: started.redirectUri, directOAuthState: started.state } };
    },

    async logout(context) {
      // Sessions live in the client (cookie) and the identity provider; the API keeps none to end.
      context.requireAuth();
      return { body: { returnTo: safeReturnTo(context.body.returnTo, deps.origin) } };
    },
  });
};
