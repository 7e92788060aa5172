// Linking a retailer account through the retailer's own sign-in (OAuth): the direct integration (1408,
// walmartOAuthService) and monolith/fetchLinkingUri for other OAuth-linked retailers.
//
// The URL it answers is the sandbox's consent stand-in (../oauthConsent), which sends the browser back to the
// app's own `goto` path with `code` and `state` added (or `error`), as a real provider would. The app then
// finishes with walmartOAuthService/walmartLinkCustomerAccount {code, state}.
import { MINUTE_MS } from '../../../../domain/constants/timing';
import { ACCESS_MESSAGES, HttpError } from '../../api/HttpError';
import type { SandboxDatabase } from '../../db';
import { toCredentialIntegration, type CredentialIntegration, type CredentialIntegrationRow } from './customers';
import { CODE, badRequest, forbidden, invalidFields } from './refusals';
import { randomChars } from './tokens';
import { inAppPath, isSameOriginPath, OAUTH_QUERY } from '../../../../domain/navigation/oauth';
import { DIRECT_LINK_MESSAGES } from '../../../../domain/retailers/directLinkReturn';

/** Ours: how long a started link may take to come back. */
export const OAUTH_STATE_TTL_MS = 10 * MINUTE_MS;

/** The consent stand-in (../oauthConsent) the browser is sent to: `?state=…`. */
export const OAUTH_CONSENT_PATH = '/sandbox/oauth/authorize';

/** The consent page's URL for a started link. */
export function oauthConsentUri(origin: string, state: string): string {
  const url = new URL(OAUTH_CONSENT_PATH, origin);
  url.searchParams.set(OAUTH_QUERY.STATE, state);
  return url.href;
}

/**
 * The app's `goto` path with the provider's answer: `code` (allowed) or `error` (denied), and the `state`. Null
 * when the stored path would leave the app (checked again here, whatever stored it: issue 29).
 */
export function oauthReturnUri({ goto, origin, state, code, error }: { goto: string; origin: string; state: string; code?: string; error?: string }): string | null {
  if (!isSameOriginPath(goto, origin)) return null;
  const back = new URL(goto, origin);
  if (back.origin !== new URL(origin).origin) return null;
  if (code !== undefined) back.searchParams.set(OAUTH_QUERY.CODE, code);
  if (error !== undefined) back.searchParams.set(OAUTH_QUERY.ERROR, error);
  back.searchParams.set(OAUTH_QUERY.STATE, state);
  return back.href;
}


export interface StartedLink {
  state: string;
  redirectUri: string;
}

/** Records a link attempt and answers where to send the browser. */
export async function startOAuthLink(
  db: SandboxDatabase,
  { customerId, retailerId, goto, origin, now }: { customerId: string; retailerId: number; goto: string; origin: string; now: Date },
): Promise<StartedLink> {
  const path = inAppPath(goto, origin);
  if (path === null) throw invalidFields({ goto: DIRECT_LINK_MESSAGES.GOTO_INVALID });
  const state = randomChars(32);
  const code = randomChars(24);
  await db.query(
    `INSERT INTO oauth_link_states (state, customer_id, retailer_id, goto, code, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [state, customerId, retailerId, path, code, now, new Date(now.getTime() + OAUTH_STATE_TTL_MS)],
  );
  return { state, redirectUri: oauthConsentUri(origin, state) };
}

/**
 * Finishes a link with the provider's answer: the state must be this customer's, unused and fresh, and the
 * code the one it was given. The retailer's link is then verified (001 §4: HTTP 200 marks it Verified).
 */
export async function completeOAuthLink(
  db: SandboxDatabase,
  { customerId, code, state, now }: { customerId: string; code: string; state: string; now: Date },
): Promise<CredentialIntegration> {
  const row = await db.transaction(async (tx) => {
    const attempt = await tx.one<{ customer_id: string; retailer_id: number; code: string | null; expires_at: Date; used_at: Date | null }>(
      'SELECT customer_id, retailer_id, code, expires_at, used_at FROM oauth_link_states WHERE state = $1 FOR UPDATE',
      [state],
    );
    if (!attempt) throw invalidFields({ state: DIRECT_LINK_MESSAGES.INVALID_RETURN });
    if (attempt.customer_id !== customerId) throw forbidden(ACCESS_MESSAGES.OTHER_CUSTOMER);
    if (attempt.used_at) throw new HttpError(409, DIRECT_LINK_MESSAGES.ATTEMPT_USED, { code: CODE.CONFLICT });
    if (new Date(attempt.expires_at).getTime() <= now.getTime()) throw invalidFields({ state: DIRECT_LINK_MESSAGES.INVALID_RETURN });
    if (attempt.code !== code) throw invalidFields({ code: DIRECT_LINK_MESSAGES.INVALID_RETURN });
    await tx.query('UPDATE oauth_link_states SET used_at = $2 WHERE state = $1', [state, now]);
    return tx.one<CredentialIntegrationRow>(
      `INSERT INTO credential_integrations (customer_id, retailer_id, status, locked, link_method, linked_email, created_at, updated_at)
       VALUES ($1, $2, 'verified', false, 'direct', NULL, $3, $3)
       ON CONFLICT (customer_id, retailer_id) DO UPDATE SET
         status = 'verified', locked = false, link_method = 'direct', updated_at = EXCLUDED.updated_at
       RETURNING retailer_id, status, locked`,
      [customerId, attempt.retailer_id, now],
    );
  });
  if (!row) throw badRequest(DIRECT_LINK_MESSAGES.INVALID_RETURN);
  return toCredentialIntegration(row);
}
