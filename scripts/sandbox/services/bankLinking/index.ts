// The bank-linking stand-in (Plaid Link, offline) under /sandbox/plaid. See README.md beside this file.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ACCOUNT_MESSAGES, MESSAGES } from '../../../../domain';
import { HttpError } from '../../api/HttpError';
import { parseJsonBody, readBody } from '../../http/body';
import { sendError, sendJson } from '../../http/json';
import { applyTransferEvent, type TransferEvent } from '../payments/transfers';
import type { ExtraServiceFactory, SandboxDeps } from '../SandboxDeps';
import { institutionsForLink } from './institutions';
import { mintPublicToken, validLinkToken } from './tokens';

export const BANK_LINKING_PREFIX = '/sandbox/plaid';

const ASSETS_DIR = join(import.meta.dirname, 'assets');
const MAX_BODY_BYTES = 16 * 1024;
const IDENTIFIER = /^[A-Za-z0-9_.:-]{1,128}$/;

interface Asset {
  body: Buffer;
  contentType: string;
}

function loadAsset(file: string, contentType: string): Asset {
  return { body: readFileSync(join(ASSETS_DIR, file)), contentType };
}

function sendAsset(request: IncomingMessage, response: ServerResponse, asset: Asset): void {
  response.statusCode = 200;
  response.setHeader('Content-Type', asset.contentType);
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('Content-Length', asset.body.length);
  response.end(request.method === 'HEAD' ? undefined : asset.body);
}

/** The JSON object body of a stand-in POST; anything else is a 400 naming the problem. */
async function readObject(request: IncomingMessage): Promise<Record<string, unknown>> {
  const body = parseJsonBody(await readBody(request, MAX_BODY_BYTES));
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.', { code: 'INVALID_REQUEST', fields: { body: ACCOUNT_MESSAGES.FIELD_INVALID } });
  }
  return body as Record<string, unknown>;
}

/** Required identifier-like strings of a body; 400 with a field map when one is missing or malformed. */
function identifiers<K extends string>(body: Record<string, unknown>, names: readonly K[]): Record<K, string> {
  const fields: Record<string, string> = {};
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = body[name];
    if (typeof value !== 'string' || value === '') fields[name] = ACCOUNT_MESSAGES.REQUIRED_FIELD;
    else if (!IDENTIFIER.test(value)) fields[name] = ACCOUNT_MESSAGES.FIELD_INVALID;
    else values[name] = value;
  }
  if (Object.keys(fields).length) throw new HttpError(400, ACCOUNT_MESSAGES.FIELD_INVALID, { code: 'INVALID_REQUEST', fields });
  return values;
}

const invalidLinkToken = () =>
  new HttpError(400, MESSAGES.TOKEN_EXPIRED, { code: 'INVALID_LINK_TOKEN', fields: { link_token: MESSAGES.TOKEN_EXPIRED } });

const TRANSFER_EVENTS: readonly TransferEvent[] = ['settled', 'failed'];

function routes({ db, now }: SandboxDeps) {
  const script = loadAsset('link-initialize.js', 'text/javascript; charset=utf-8');
  const stylesheet = loadAsset('link.css', 'text/css; charset=utf-8');

  type Route = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;
  const table: Record<string, Partial<Record<'GET' | 'POST', Route>>> = {
    '/link-initialize.js': { GET: (request, response) => sendAsset(request, response, script) },
    '/link.css': { GET: (request, response) => sendAsset(request, response, stylesheet) },

    /** Plaid.create(): checks the link token and answers the session id and the banks to list. */
    '/link/session': {
      async POST(request, response) {
        const { link_token } = identifiers(await readObject(request), ['link_token'] as const);
        const link = await validLinkToken(db, link_token, now());
        if (!link) throw invalidLinkToken();
        sendJson(response, 200, {
          link_session_id: `link-session-${randomUUID()}`,
          expiration: link.expiration.toISOString(),
          institutions: institutionsForLink(),
        });
      },
    },

    /** The shopper chose an account: mint the public token createACHAccount exchanges (once). */
    '/public_token': {
      async POST(request, response) {
        const body = identifiers(await readObject(request), ['link_token', 'institution_id', 'account_id', 'link_session_id'] as const);
        const minted = await mintPublicToken(
          db,
          { linkToken: body.link_token, institutionId: body.institution_id, accountId: body.account_id, linkSessionId: body.link_session_id },
          now(),
        );
        if (!minted.ok) {
          if (minted.refusal === 'LINK_TOKEN_INVALID') throw invalidLinkToken();
          throw new HttpError(400, ACCOUNT_MESSAGES.FIELD_INVALID, {
            code: 'INVALID_ACCOUNT',
            fields: { account_id: ACCOUNT_MESSAGES.FIELD_INVALID },
          });
        }
        const token = minted.publicToken;
        const account = { id: token.accountId, name: token.accountName, mask: token.mask, type: 'depository', subtype: token.subtype, verification_status: null, class_type: null };
        sendJson(response, 200, {
          public_token: token.token,
          expiration: token.expiresAt.toISOString(),
          link_session_id: token.linkSessionId,
          institution: { institution_id: token.institutionId, name: token.institutionName },
          accounts: [account],
        });
      },
    },

    /** The sandbox bank moves a pending withdrawal on: settled → completed; failed → refunded. */
    '/transfer/simulate': {
      async POST(request, response) {
        const body = await readObject(request);
        const { transfer_id } = identifiers(body, ['transfer_id'] as const);
        const eventType = body.event_type;
        if (typeof eventType !== 'string' || !TRANSFER_EVENTS.includes(eventType as TransferEvent)) {
          throw new HttpError(400, ACCOUNT_MESSAGES.FIELD_INVALID, { code: 'INVALID_REQUEST', fields: { event_type: `one of ${TRANSFER_EVENTS.join(', ')}` } });
        }
        const result = await applyTransferEvent(db, transfer_id, eventType as TransferEvent, now());
        if (result.outcome === 'notFound') throw new HttpError(404, 'No transfer with that id.', { code: 'NOT_FOUND' });
        if (result.outcome === 'notPending') {
          throw new HttpError(409, `The transfer is ${result.status}, not pending.`, { code: 'TRANSFER_NOT_PENDING' });
        }
        sendJson(response, 200, { transfer_id: result.transferId, status: result.status, amount_cents: result.amountCents });
      },
    },
  };

  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const route = table[url.pathname.slice(BANK_LINKING_PREFIX.length)];
    if (!route) {
      request.resume();
      sendError(response, 404, 'Not found', { code: 'NOT_FOUND' });
      return;
    }
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const handler = method === 'GET' || method === 'POST' ? route[method] : undefined;
    if (!handler) {
      request.resume();
      response.setHeader('Allow', Object.keys(route).join(', '));
      sendError(response, 405, 'Method not allowed', { code: 'METHOD_NOT_ALLOWED' });
      return;
    }
    await handler(request, response);
  };
}

/** The bank-linking stand-in that react-plaid-link opens in sandbox mode. */
export const bankLinkingService: ExtraServiceFactory = (deps) => {
  const route = routes(deps);
  return {
    name: 'bankLinking',
    prefix: BANK_LINKING_PREFIX,
    async handle(request, response, url) {
      try {
        await route(request, response, url);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        sendJson(response, error.status, error.toBody());
      }
    },
  };
};
