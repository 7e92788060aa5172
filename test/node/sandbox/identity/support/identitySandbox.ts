// A sandbox server on loopback with the identity provider mounted under /identity, and helpers that walk
// the authorization-code + PKCE flow the way auth0-spa-js does.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { SandboxService } from '../../../../../scripts/sandbox/http/service';
import {
  addIdentityAccount,
  API_AUDIENCE,
  createIdentityService,
  InMemoryIdentityAccounts,
  WEB_CLIENT_ID,
  type IdentityAccounts,
  type IdentityService,
  type SigningKeys,
} from '../../../../../scripts/sandbox/identity';
import { createSandboxServer } from '../../../../../scripts/sandbox/server';
import { close, listenOnFreePort } from '../../../../support/listen';
import { CookieJarClient, type ClientResponse } from './cookieJarClient';

export const ANN = { email: 'ann@example.com', password: 'correct horse battery', customerId: '7001' };
export const BOB = { email: 'bob@example.com', password: 'bob-password-1' };

/** What the flow helpers need: the origin and the provider (the identity sandbox, or the whole sandbox's). */
export interface IdentityEndpoint {
  base: string;
  identity: IdentityService;
}

export interface IdentitySandbox extends IdentityEndpoint {
  distDir: string;
  identity: IdentityService;
  accounts: IdentityAccounts;
  server: Server;
  stop(): Promise<void>;
}

export async function startIdentitySandbox(
  options: { clock?: () => Date; keys?: SigningKeys; indexHtml?: string; distDir?: string } = {},
): Promise<IdentitySandbox> {
  const ownsDist = !options.distDir;
  const distDir = options.distDir ?? mkdtempSync(join(tmpdir(), 'clipback-identity-dist-'));
  if (ownsDist) writeFileSync(join(distDir, 'index.html'), options.indexHtml ?? '<!doctype html><title>app</title>');
  // The port is known only once listening: the service joins the (live) list right after.
  const services: SandboxService[] = [];
  const server = createSandboxServer({ distDir, services });
  const base = await listenOnFreePort(server);
  const accounts = new InMemoryIdentityAccounts();
  await addIdentityAccount(accounts, ANN);
  await addIdentityAccount(accounts, { ...BOB, createdAt: new Date('2024-03-01T12:00:00Z') });
  const identity = await createIdentityService({
    issuerOrigin: base,
    appOrigin: base,
    accounts,
    ...(options.keys ? { keys: options.keys } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  services.push(identity);
  return {
    base,
    distDir,
    identity,
    accounts,
    server,
    async stop() {
      await close(server);
      if (ownsDist) rmSync(distDir, { recursive: true, force: true });
    },
  };
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** What auth0-spa-js sends as its Auth0-Client header / auth0Client query value. */
export const AUTH0_CLIENT = Buffer.from(JSON.stringify({ name: 'auth0-spa-js', version: '2.27.0' })).toString('base64');

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export function authorizationRequest(
  sandbox: IdentityEndpoint,
  extra: Record<string, string> = {},
): AuthorizationRequest {
  const codeVerifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const nonce = base64url(randomBytes(16));
  const redirectUri = sandbox.base;
  const query = new URLSearchParams({
    client_id: WEB_CLIENT_ID,
    scope: 'openid profile email offline_access',
    audience: API_AUDIENCE,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    state,
    nonce,
    code_challenge: base64url(createHash('sha256').update(codeVerifier).digest()),
    code_challenge_method: 'S256',
    ...extra,
  });
  return {
    url: `${sandbox.identity.domain}/authorize?${query}&auth0Client=${encodeURIComponent(AUTH0_CLIENT)}`,
    state,
    nonce,
    codeVerifier,
    redirectUri,
  };
}

/** GET /authorize; answers the interaction page's path. */
export async function openSignInPage(client: CookieJarClient, request: AuthorizationRequest): Promise<string> {
  const started = await client.get(request.url);
  expect(started.status, started.text).to.equal(303);
  const interaction = new URL(started.location ?? '', client.base);
  expect(interaction.pathname).to.match(/^\/identity\/interaction\/[\w-]+$/);
  return interaction.pathname;
}

/** Follows same-origin redirects until one leaves the provider (the app's redirect_uri) or a page answers. */
export async function followToApp(client: CookieJarClient, response: ClientResponse): Promise<ClientResponse | URL> {
  let current = response;
  for (let hops = 0; hops < 10; hops += 1) {
    if (current.status < 300 || current.status >= 400 || !current.location) return current;
    const next = new URL(current.location, client.base);
    if (!next.pathname.startsWith('/identity/')) return next;
    current = await client.get(next.href);
  }
  throw new Error('too many redirects');
}

/** Posts the sign-in form and follows through to the app: answers the code. */
export async function submitCredentials(
  client: CookieJarClient,
  interactionPath: string,
  request: AuthorizationRequest,
  credentials: { email: string; password: string },
  action: 'login' | 'signup' = 'login',
): Promise<string> {
  const posted = await client.postForm(`${interactionPath}/${action}`, credentials);
  expect(posted.status, posted.text).to.equal(303);
  const landed = await followToApp(client, posted);
  expect(landed, 'redirected back to the app').to.be.instanceOf(URL);
  const callback = landed as URL;
  expect(callback.origin + callback.pathname).to.be.oneOf([request.redirectUri, `${request.redirectUri}/`]);
  expect(callback.searchParams.get('state')).to.equal(request.state);
  const code = callback.searchParams.get('code');
  expect(code, callback.href).to.be.a('string');
  return code as string;
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

/** POST /oauth/token as auth0-spa-js does it: form-encoded, Auth0-Client header, the app's Origin. */
export async function tokenRequest(
  sandbox: IdentityEndpoint,
  form: Record<string, string>,
  origin = sandbox.base,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${sandbox.identity.domain}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'auth0-client': AUTH0_CLIENT,
      origin,
    },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

export async function exchangeCode(sandbox: IdentityEndpoint, request: AuthorizationRequest, code: string) {
  return tokenRequest(sandbox, {
    grant_type: 'authorization_code',
    client_id: WEB_CLIENT_ID,
    code,
    code_verifier: request.codeVerifier,
    redirect_uri: request.redirectUri,
  });
}

/** The whole flow for one account: answers the token response and the request that led to it. */
export async function signInWithPassword(
  sandbox: IdentityEndpoint,
  credentials: { email: string; password: string },
  client = new CookieJarClient(sandbox.base),
): Promise<{ tokens: TokenResponse; request: AuthorizationRequest; client: CookieJarClient }> {
  const request = authorizationRequest(sandbox);
  const interactionPath = await openSignInPage(client, request);
  const code = await submitCredentials(client, interactionPath, request, credentials);
  const exchanged = await exchangeCode(sandbox, request, code);
  expect(exchanged.status, JSON.stringify(exchanged.body)).to.equal(200);
  return { tokens: exchanged.body as unknown as TokenResponse, request, client };
}

/** The parts of a compact JWS, decoded without checking anything. */
export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header = '', payload = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>,
  };
}
