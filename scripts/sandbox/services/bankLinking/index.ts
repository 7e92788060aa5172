// The bank-linking stand-in (Plaid Link, offline) under /sandbox/plaid. See README.md beside this file.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import * as MESSAGES from '../../../../domain/constants/messages';
import { HttpError } from '../../api/HttpError';
import { parseJsonBody, readBody } from '../../http/body';
import { sendError, sendJson } from '../../http/json';
import type { ExtraServiceFactory, SandboxDeps } from '../SandboxDeps';
import { institutionsForLink } from './institutions';
import { answeringHttpErrors, identifiers, readObject } from './requests';
import { mintPublicToken, validLinkToken } from './tokens';

export const BANK_LINKING_PREFIX = '/sandbox/plaid';

const ASSETS_DIR = join(import.meta.dirname, 'assets');

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

const invalidLinkToken = () =>
  new HttpError(400, MESSAGES.TOKEN_EXPIRED, { code: 'INVALID_LINK_TOKEN', fields: { link_token: MESSAGES.TOKEN_EXPIRED } });

/**
 * What the app needs in the browser, so these stay when SANDBOX_ENDPOINTS=off: the `window.Plaid` script and
 * its stylesheet, the Link session and the public token the app's createACHAccount exchanges (Plaid's own
 * Link endpoints, credentialed by the link token). The bank simulator, which only tests and demos drive, is
 * `bankSimulatorService` (../payments/bankSimulator.ts), a sandbox-only service of its own.
 */
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
    handle: (request, response, url) => answeringHttpErrors(response, () => route(request, response, url)),
  };
};

