// The provider's /password-reset page (the link sendPasswordResetLink e-mails): GET shows the new-password
// form for a usable token, POST checks it (the domain's new-password rule, confirmation) and resets.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as MESSAGES from '../../../domain/constants/messages';
import { NEW_PASSWORD_MESSAGES } from '../../../domain/validation/newPassword';
import type { SandboxDatabase } from '../db/database';
import { hashPassword } from '../db/passwords';
import { passwordProblem } from './credentials';
import { sendHtml } from '../http/html';
import { readFormOrRefuse, sendStatus } from './http';
import { errorPage, passwordChangedPage, passwordResetPage, type PageLinks } from './pages';
import { findPasswordReset, resetPassword } from './passwordResets';

export const PASSWORD_RESET_PATH = '/password-reset';

export function createPasswordResetRoute({ db, links, clock }: { db: SandboxDatabase; links: PageLinks; clock: () => Date }) {
  const action = `${links.prefix}${PASSWORD_RESET_PATH}`;
  // The token is in the page's address: it must not leak to another site through the Referer header.
  const sendPage = (response: ServerResponse, status: number, html: string) => {
    response.setHeader('Referrer-Policy', 'no-referrer');
    sendHtml(response, status, html);
  };
  const expired = (response: ServerResponse) => sendPage(response, 410, errorPage(links, MESSAGES.TOKEN_EXPIRED));

  async function submit(response: ServerResponse, form: URLSearchParams) {
    const token = form.get('token') ?? '';
    const password = form.get('password') ?? '';
    const reset = await findPasswordReset(db, token, clock());
    if (!reset) return expired(response);
    const fields: { password?: string; confirm?: string } = {};
    const weak = passwordProblem(password, reset.email);
    if (weak) fields.password = weak;
    else if (form.get('confirm') !== password) fields.confirm = NEW_PASSWORD_MESSAGES.PASSWORD_MISMATCH;
    if (fields.password || fields.confirm) return sendPage(response, 400, passwordResetPage(links, { action, token, fields }));
    const changed = await resetPassword(db, { token, passwordHash: await hashPassword(password), now: clock() });
    return changed ? sendPage(response, 200, passwordChangedPage(links)) : expired(response);
  }

  return async function handlePasswordReset(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const token = url.searchParams.get('token') ?? '';
      if (!(await findPasswordReset(db, token, clock()))) return expired(response);
      return sendPage(response, 200, passwordResetPage(links, { action, token }));
    }
    if (request.method !== 'POST') return sendStatus(response, 405, { Allow: 'GET, HEAD, POST' });
    const form = await readFormOrRefuse(request, response);
    if (!form) return;
    return submit(response, form);
  };
}
