// /sandbox/mail: the page where a person trying the sandbox reads the messages it sent them (e-mails and
// SMS from the outbox) and follows their links. Sandbox-only; server-rendered, no script, every text escaped.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, htmlDocument, sendHtml } from '../../http/html';
import { outboxMessagesFor, outboxRecipient, type StoredOutboxMessage } from '../account/outbox';
import { INVALID_RECIPIENT_MESSAGE } from '../sandbox/outbox';
import type { ExtraServiceFactory } from '../SandboxDeps';

export const MAIL_PAGE_PREFIX = '/sandbox/mail';


/** The text with its links (found when it was stored) made clickable; everything else escaped. */
function textWithLinks(message: StoredOutboxMessage): string {
  const links = new Set(message.links);
  return message.text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part) => {
      const link = [...links].find((candidate) => part.startsWith(candidate));
      if (!link) return escapeHtml(part);
      return `<a href="${escapeHtml(link)}" rel="noreferrer">${escapeHtml(link)}</a>${escapeHtml(part.slice(link.length))}`;
    })
    .join('');
}

function messageHtml(message: StoredOutboxMessage): string {
  const heading = message.subject ?? 'Text message';
  const codes = message.codes.length ? `<p>Code: <strong>${message.codes.map(escapeHtml).join(', ')}</strong></p>\n` : '';
  return `<article>
<h2>${escapeHtml(heading)}</h2>
<p><small>${message.channel === 'sms' ? 'SMS' : 'E-mail'} to ${escapeHtml(message.recipient)}, <time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(message.sentAt)}</time></small></p>
<p class="text">${textWithLinks(message).replace(/\n/g, '<br>')}</p>
${codes}</article>`;
}

export function mailPage({ recipient = '', error, messages }: { recipient?: string; error?: string; messages?: StoredOutboxMessage[] }): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="recipient-error"' : '';
  const errorLine = error ? `<p id="recipient-error" role="alert">${escapeHtml(error)}</p>\n` : '';
  let list = '';
  if (messages) {
    list = messages.length
      ? `<section aria-label="Messages">\n${messages.map(messageHtml).join('\n')}\n</section>`
      : '<p>No messages for this recipient yet.</p>';
  }
  return htmlDocument({
    title: `Sandbox mail${recipient ? ` for ${escapeHtml(recipient)}` : ''}`,
    head: '<meta name="robots" content="noindex">\n',
    body: `<main>
<h1>Sandbox mail</h1>
<p>The e-mails and text messages the sandbox sent, newest first.</p>
<form method="get" action="${MAIL_PAGE_PREFIX}">
<label for="recipient">E-mail address or phone number</label>
<input id="recipient" name="recipient" type="text" autocomplete="off" value="${escapeHtml(recipient)}"${invalid}>
${errorLine}<button type="submit">Show messages</button>
</form>
${list}
</main>`,
  });
}

export const mailPageService: ExtraServiceFactory = (deps) => ({
  name: 'sandboxMail',
  prefix: MAIL_PAGE_PREFIX,
  routes: [{ method: 'GET', path: MAIL_PAGE_PREFIX }],
  async handle(request: IncomingMessage, response: ServerResponse, url: URL) {
    const method = (request.method ?? 'GET').toUpperCase();
    request.resume();
    const head = method === 'HEAD';
    if (url.pathname !== MAIL_PAGE_PREFIX) return sendHtml(response, 404, mailPage({ error: undefined }), { head });
    if (method !== 'GET' && !head) return sendHtml(response, 405, mailPage({}), { headers: { Allow: 'GET, HEAD' } });
    const asked = url.searchParams.get('recipient');
    if (asked === null || asked.trim() === '') return sendHtml(response, 200, mailPage({}), { head });
    const target = outboxRecipient(asked);
    if (!target) return sendHtml(response, 400, mailPage({ recipient: asked, error: INVALID_RECIPIENT_MESSAGE }), { head });
    return sendHtml(response, 200, mailPage({ recipient: asked, messages: await outboxMessagesFor(deps.db, target.recipient) }), { head });
  },
});
