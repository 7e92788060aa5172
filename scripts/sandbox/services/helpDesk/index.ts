// The help-desk stand-in: where the sandbox's help-centre login sends the browser (redirect_url), showing who
// arrived (from the signed sign-on ticket) and the help-centre page they asked for. Sandbox-only,
// server-rendered, no script, every text escaped.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BRAND_NAME } from '../../../../domain/constants/app';
import { escapeHtml, htmlDocument, sendHtml } from '../../http/html';
import type { ExtraServiceFactory } from '../SandboxDeps';
import { helpCenterHome, helpCentreLanding } from './returnTo';
import { spendHelpDeskTicket, type HelpDeskVisitor } from './ticket';

export const HELP_DESK_PREFIX = '/sandbox/help-desk';
/** Where the help desk's single sign-on lands, as a help desk's JWT login path. */
export const HELP_DESK_SSO_PATH = `${HELP_DESK_PREFIX}/access/jwt`;

export function helpDeskPage({ visitor, returnTo }: { visitor: HelpDeskVisitor | null; returnTo: string | null }): string {
  const body = visitor
    ? `<p role="status">Signed in to the help desk as <strong data-visitor-name>${escapeHtml(visitor.name)}</strong>
(<span data-visitor-email>${escapeHtml(visitor.email)}</span>, customer ${escapeHtml(visitor.customerId)}).</p>
<p>A real help desk would now show <a href="${escapeHtml(returnTo ?? '')}" rel="noreferrer" data-return-to>${escapeHtml(returnTo ?? '')}</a>.</p>`
    : '<p role="alert">This sign-on ticket is not valid: it is altered, expired or from another sandbox. Open the help centre from the app again.</p>';
  return htmlDocument({
    title: `${escapeHtml(BRAND_NAME)} Help Center (sandbox)`,
    head: '<meta name="robots" content="noindex">\n',
    body: `<main>
<h1>${escapeHtml(BRAND_NAME)} Help Center</h1>
<p>The sandbox's stand-in for the external help desk.</p>
${body}
</main>`,
  });
}


export const helpDeskService: ExtraServiceFactory = (deps) => ({
  name: 'sandboxHelpDesk',
  prefix: HELP_DESK_PREFIX,
  routes: [{ method: 'GET', path: HELP_DESK_SSO_PATH }],
  async handle(request: IncomingMessage, response: ServerResponse, url: URL) {
    const method = (request.method ?? 'GET').toUpperCase();
    request.resume();
    const head = method === 'HEAD';
    const empty = helpDeskPage({ visitor: null, returnTo: null });
    if (url.pathname !== HELP_DESK_SSO_PATH) return sendHtml(response, 404, empty, { head });
    if (method !== 'GET' && !head) return sendHtml(response, 405, empty, { headers: { Allow: 'GET, HEAD' } });
    const visitor = await spendHelpDeskTicket(deps.db, url.searchParams.get('jwt') ?? '', deps.now());
    // The URL is the visitor's to edit: its return_to is checked again, only the help centre's own pages link.
    const returnTo = helpCentreLanding(await helpCenterHome(deps.db), url.searchParams.get('return_to'));
    const page = helpDeskPage({ visitor, returnTo });
    return sendHtml(response, visitor ? 200 : 401, page, { head });
  },
});
