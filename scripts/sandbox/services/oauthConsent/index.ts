// The retailer's sign-in and consent stand-in for OAuth account linking (001 §4 direct link 1408, §7
// walmartOAuthServiceLogin's redirect_uri): the page a real provider would show before sending the browser back
// to the app. Allow returns to the app's `goto` path with `code` and `state`; Deny with `error=access_denied`
// and `state`, as OAuth providers do. Server-rendered, no script, every text escaped.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BRAND_NAME } from '../../../../domain/constants/app';
import { escapeHtml, htmlDocument, sendHtml } from '../../http/html';
import type { SandboxDatabase } from '../../db';
import { OAUTH_CONSENT_PATH, oauthReturnUri } from '../account/oauthLinks';
import type { ExtraServiceFactory } from '../SandboxDeps';
import { OAUTH_ACCESS_DENIED, OAUTH_QUERY } from '../../../../domain/navigation/oauth';
import { DIRECT_LINK_MESSAGES } from '../../../../domain/retailers/directLinkReturn';

/** Everything under it is the stand-in's (its one page: OAUTH_CONSENT_PATH). */
const OAUTH_CONSENT_PREFIX = '/sandbox/oauth';

interface PendingLink {
  retailerName: string;
  allowUri: string;
  denyUri: string;
}

/** The started, unspent, fresh link a state names; null for anything else. */
async function pendingLink(db: SandboxDatabase, state: string, origin: string, now: Date): Promise<PendingLink | null> {
  if (!state || state.includes('\u0000')) return null;
  const row = await db.one<{ goto: string; code: string | null; expires_at: Date; used_at: Date | null; name: string }>(
    `SELECT s.goto, s.code, s.expires_at, s.used_at, r.name
       FROM oauth_link_states s JOIN retailers r ON r.id = s.retailer_id WHERE s.state = $1`,
    [state],
  );
  if (!row || row.used_at || !row.code || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  const allowUri = oauthReturnUri({ goto: row.goto, origin, state, code: row.code });
  const denyUri = oauthReturnUri({ goto: row.goto, origin, state, error: OAUTH_ACCESS_DENIED });
  // A stored path that would leave the app (a row from before the stricter check) shows the refusal instead.
  if (allowUri === null || denyUri === null) return null;
  return { retailerName: row.name, allowUri, denyUri };
}

export function oauthConsentPage(link: PendingLink | null): string {
  const body = link
    ? `<h1>Link your ${escapeHtml(link.retailerName)} account</h1>
<p>${escapeHtml(BRAND_NAME)} would like to see your ${escapeHtml(link.retailerName)} purchases, so it can give you cash back for them.</p>
<p>This is the sandbox's stand-in for ${escapeHtml(link.retailerName)}'s own sign-in: you are treated as signed in there already.</p>
<p><a href="${escapeHtml(link.allowUri)}" data-consent="allow">Allow</a> · <a href="${escapeHtml(link.denyUri)}" data-consent="deny">Deny</a></p>`
    : `<h1>Link a retailer account</h1>
<p role="alert">${escapeHtml(DIRECT_LINK_MESSAGES.INVALID_RETURN)}</p>`;
  return htmlDocument({
    title: `Link your account (sandbox)`,
    head: '<meta name="robots" content="noindex">\n',
    body: `<main>\n${body}\n</main>`,
  });
}

export const oauthConsentService: ExtraServiceFactory = (deps) => ({
  name: 'oauthConsent',
  prefix: OAUTH_CONSENT_PREFIX,
  routes: [{ method: 'GET', path: OAUTH_CONSENT_PATH }],
  async handle(request: IncomingMessage, response: ServerResponse, url: URL) {
    const method = (request.method ?? 'GET').toUpperCase();
    request.resume();
    const head = method === 'HEAD';
    if (url.pathname !== OAUTH_CONSENT_PATH) return sendHtml(response, 404, oauthConsentPage(null), { head });
    if (method !== 'GET' && !head) return sendHtml(response, 405, oauthConsentPage(null), { headers: { Allow: 'GET, HEAD' } });
    const link = await pendingLink(deps.db, url.searchParams.get(OAUTH_QUERY.STATE) ?? '', deps.origin, deps.now());
    return sendHtml(response, link ? 200 : 400, oauthConsentPage(link), { head });
  },
});
