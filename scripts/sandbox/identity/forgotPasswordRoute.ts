// The provider's /forgot-password page, linked from sign-in as "Forgot password?": asks for the address and
// has the sandbox e-mail a reset link (the /password-reset page). The answer is the same whether or not the
// address has an account.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validateEmail } from '../../../domain/validation/email';
import { sendHtml } from '../http/html';
import { readFormOrRefuse, sendStatus } from './http';
import { forgotPasswordPage, resetLinkSentPage, type PageLinks } from './pages';
import { clientAddress } from '../http/clientAddress';

export const FORGOT_PASSWORD_PATH = '/forgot-password';

/** Sends the reset link when the address has an account; `refusal` when the request is throttled. */
export type SendPasswordResetLink = (email: string, client: string) => Promise<{ sent: true } | { sent: false; refusal: string; retryAfterSeconds: number }>;

export function createForgotPasswordRoute({ links, sendResetLink }: { links: PageLinks; sendResetLink: SendPasswordResetLink }) {
  const action = `${links.prefix}${FORGOT_PASSWORD_PATH}`;
  /** Only the provider's own sign-in pages are returned to; anything else goes to the app. */
  const returnHrefOf = (value: string | null) =>
    value && value.startsWith(`${links.prefix}/interaction/`) && !value.includes('//') ? value : links.appHome;

  return async function handleForgotPassword(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method === 'GET' || request.method === 'HEAD') {
      return sendHtml(response, 200, forgotPasswordPage(links, { action, returnHref: returnHrefOf(url.searchParams.get('return')) }));
    }
    if (request.method !== 'POST') return sendStatus(response, 405, { Allow: 'GET, HEAD, POST' });
    const form = await readFormOrRefuse(request, response);
    if (!form) return;
    const returnHref = returnHrefOf(form.get('return'));
    const email = form.get('email') ?? '';
    const checked = validateEmail(email);
    if (!checked.ok) return sendHtml(response, 400, forgotPasswordPage(links, { action, returnHref, email, emailError: checked.message }));
    const result = await sendResetLink(checked.value, clientAddress(request));
    if (!result.sent) {
      response.setHeader('Retry-After', String(result.retryAfterSeconds));
      return sendHtml(response, 429, forgotPasswordPage(links, { action, returnHref, email, error: result.refusal }));
    }
    return sendHtml(response, 200, resetLinkSentPage(links, { returnHref }));
  };
}
