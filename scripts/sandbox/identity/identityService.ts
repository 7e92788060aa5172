// The sandbox's identity provider: an OpenID provider under /identity that @auth0/auth0-spa-js signs in
// against as it would against Auth0 (`domain: origin + '/identity'`), with Clipback's own sign-in pages.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JSONWebKeySet } from 'jose';
import type { SandboxDatabase } from '../db/database';
import type { SandboxService } from '../http/service';
import { API_AUDIENCE, IDENTITY_PREFIX, WEB_CLIENT_ID } from './constants';
import { createDatabaseAdapterFactory } from './databaseAdapter';
import { sendRedirect, sendStatus } from './http';
import type { IdentityAccount, IdentityAccounts } from './identityAccounts';
import { createForgotPasswordRoute, FORGOT_PASSWORD_PATH, type SendPasswordResetLink } from './forgotPasswordRoute';
import { createInteractionHandler, type InteractionAction } from './interactions';
import { AUTH0_ROUTES, createOidcProvider } from './oidcProvider';
import type { PageLinks } from './pages';
import { createPasswordResetRoute, PASSWORD_RESET_PATH } from './passwordResetRoute';
import { fixedKeyRing, generateSigningKeys, publicKeySet, type SigningKeyRing, type SigningKeys } from './signingKeys';
import { createTestTokenIssuer, type TestTokenIssuer } from './testTokens';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './verifyAccessToken';

export interface IdentityServiceOptions {
  /** The origin the provider is reached at, e.g. 'http://localhost:8080'. */
  issuerOrigin: string;
  /** The app's origin: its redirect URI, logout return and the only origin allowed to call the token endpoint. */
  appOrigin: string;
  accounts: IdentityAccounts;
  /** Where the signing keys come from (the database's, shared by every instance: databaseKeyRing). */
  keyRing?: SigningKeyRing;
  /** Fixed signing keys when there is no keyRing; generated at start when both are absent. */
  keys?: SigningKeys;
  /**
   * Where the provider keeps sessions, grants, codes and refresh tokens (table identity_provider_store);
   * in memory when absent (then everyone signs in again after a restart). The password reset page
   * (/password-reset) needs it: its links are stored there.
   */
  database?: SandboxDatabase;
  /** Mount path, '/identity' by default. */
  prefix?: string;
  audience?: string;
  /** For the account lock and test tokens; the system clock by default. */
  clock?: () => Date;
  /** Called once when a wrong password at sign-in locks an account (the sandbox e-mails the unlock link). */
  onAccountLocked?: (account: IdentityAccount, at: Date) => Promise<void>;
  /** E-mails a password reset link; with it (and `database`) the sign-in page offers "Forgot password?". */
  sendPasswordResetLink?: SendPasswordResetLink;
}

export interface IdentityService extends SandboxService {
  /** What auth0-spa-js gets as `domain`: `${issuerOrigin}${prefix}`. */
  readonly domain: string;
  /** `${domain}/`: the `iss` of every token. */
  readonly issuer: string;
  readonly audience: string;
  readonly clientId: string;
  /** The public signing keys as this instance last read them, for verifying tokens without HTTP. */
  readonly jwks: JSONWebKeySet;
  readonly accounts: IdentityAccounts;
  /** Checks an access token for the APIs (throws AccessTokenError → 401). */
  readonly verifyAccessToken: AccessTokenVerifier;
  /** An access token for an existing account, as sign-in would give (POST /sandbox/tokens). */
  readonly issueTestToken: TestTokenIssuer;
}

/** The app's design tokens and document baseline: the identity pages' stylesheet starts with them. */
const APP_GLOBAL_CSS = new URL('../../../ui/styles/global.css', import.meta.url);

/** Each asset's type and its files, served one after the other. */
const ASSETS: Record<string, { files: readonly URL[]; type: string }> = {
  '/assets/identity.css': { files: [APP_GLOBAL_CSS, new URL('./assets/identity.css', import.meta.url)], type: 'text/css; charset=utf-8' },
  '/assets/auto-submit.js': { files: [new URL('./assets/auto-submit.js', import.meta.url)], type: 'text/javascript; charset=utf-8' },
};

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|signup))?$/;
const LOGOUT_RETURN_PATH = '/logout/return';

function withoutTrailingSlash(origin: string): string {
  return new URL(origin).origin;
}

export async function createIdentityService(options: IdentityServiceOptions): Promise<IdentityService> {
  const issuerOrigin = withoutTrailingSlash(options.issuerOrigin);
  const appOrigin = withoutTrailingSlash(options.appOrigin);
  const prefix = options.prefix ?? IDENTITY_PREFIX;
  if (!/^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(prefix)) throw new Error(`bad identity prefix ${prefix}`);
  const audience = options.audience ?? API_AUDIENCE;
  const clock = options.clock ?? (() => new Date());
  const { accounts } = options;
  const keyRing = options.keyRing ?? fixedKeyRing(options.keys ?? (await generateSigningKeys()));

  const { host: publicHost, protocol } = new URL(issuerOrigin);
  const publicScheme = protocol.slice(0, -1);
  const domain = `${issuerOrigin}${prefix}`;
  const issuer = `${domain}/`;
  const logoutReturnUri = `${domain}${LOGOUT_RETURN_PATH}`;
  const links: PageLinks = { prefix, appHome: `${appOrigin}/` };
  const adapter = options.database ? createDatabaseAdapterFactory(options.database) : undefined;
  const handlePasswordReset = options.database ? createPasswordResetRoute({ db: options.database, links, clock }) : undefined;
  const { sendPasswordResetLink } = options;
  const handleForgotPassword =
    handlePasswordReset && sendPasswordResetLink ? createForgotPasswordRoute({ links, sendResetLink: sendPasswordResetLink }) : undefined;

  /**
   * oidc-provider reads its keys once, when created: a new key set (a rotation seen in the database) gets a
   * new provider. Everything it stores is in `adapter`, so nothing is lost in the swap.
   */
  function providerFor(keys: SigningKeys) {
    const provider = createOidcProvider({ issuer, prefix, appOrigin, audience, accounts, keys, links, logoutReturnUri, ...(adapter ? { adapter } : {}) });
    return {
      keys,
      callback: provider.callback(),
      handleInteraction: createInteractionHandler({
        provider,
        accounts,
        links,
        clock,
        ...(options.onAccountLocked ? { onAccountLocked: options.onAccountLocked } : {}),
        ...(handleForgotPassword ? { forgotPasswordHref: `${prefix}${FORGOT_PASSWORD_PATH}` } : {}),
      }),
    };
  }
  const keySetId = (keys: SigningKeys) => keys.keys.map((key) => key.kid).join(' ');
  let current = providerFor(await keyRing.current());
  async function currentProvider() {
    const keys = await keyRing.current();
    if (keySetId(keys) !== keySetId(current.keys)) current = providerFor(keys);
    return current;
  }

  const assets = new Map(
    Object.entries(ASSETS).map(([path, { files, type }]) => [
      path,
      { type, body: Buffer.concat(files.map((file) => readFileSync(file))) },
    ]),
  );

  function serveAsset(request: IncomingMessage, response: ServerResponse, path: string): boolean {
    const asset = assets.get(path);
    if (!asset) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendStatus(response, 405, { Allow: 'GET, HEAD' });
      return true;
    }
    response.statusCode = 200;
    response.setHeader('Content-Type', asset.type);
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Content-Length', asset.body.length);
    response.end(request.method === 'HEAD' ? undefined : asset.body);
    return true;
  }

  /** Only addresses in the app may be returned to after signing out. */
  function appUrl(candidate: string | null): string | null {
    if (!candidate) return null;
    const parsed = URL.parse(candidate);
    return parsed && parsed.origin === appOrigin ? parsed.href : null;
  }

  /**
   * auth0-spa-js's logout sends Auth0's `returnTo`; oidc-provider knows `post_logout_redirect_uri`, which
   * must be registered exactly. The provider returns to its own forwarder, carrying returnTo in `state`.
   */
  function auth0LogoutQuery(url: URL): string {
    const query = new URLSearchParams(url.search);
    const returnTo = appUrl(query.get('returnTo'));
    query.delete('returnTo');
    if (returnTo && !query.has('post_logout_redirect_uri')) {
      query.set('post_logout_redirect_uri', logoutReturnUri);
      query.set('state', returnTo);
    }
    const search = query.toString();
    return search ? `?${search}` : '';
  }

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.slice(prefix.length) || '/';

    if (serveAsset(request, response, path)) return;

    const interaction = INTERACTION_PATH.exec(path);
    if (interaction) {
      await (await currentProvider()).handleInteraction(request, response, url, interaction[1] ?? '', interaction[2] as InteractionAction);
      return;
    }

    if (path === PASSWORD_RESET_PATH && handlePasswordReset) {
      await handlePasswordReset(request, response, url);
      return;
    }

    if (path === FORGOT_PASSWORD_PATH && handleForgotPassword) {
      await handleForgotPassword(request, response, url);
      return;
    }

    if (path === LOGOUT_RETURN_PATH) {
      sendRedirect(response, appUrl(url.searchParams.get('state')) ?? links.appHome);
      return;
    }

    // The app is the only browser client: preflights from anywhere else get no CORS grant at all.
    const origin = request.headers.origin;
    if (request.method === 'OPTIONS' && origin !== undefined && origin !== appOrigin) {
      sendStatus(response, 403);
      return;
    }

    const search = path === AUTH0_ROUTES.end_session && request.method === 'GET' ? auth0LogoutQuery(url) : url.search;
    // Mounted like Express mounts it: oidc-provider reads its own path from url, the mount from originalUrl.
    const mounted = request as IncomingMessage & { originalUrl?: string };
    mounted.originalUrl = `${prefix}${path === '/' ? '' : path}${search}`;
    mounted.url = `${path}${search}`;
    // The provider builds its URLs (discovery, redirects) from the request: name the public origin, whatever
    // address this instance was reached at (a proxy in front, PUBLIC_ORIGIN).
    request.headers.host = publicHost;
    request.headers['x-forwarded-proto'] = publicScheme;
    delete request.headers['x-forwarded-host'];
    await (await currentProvider()).callback(request, response);
  }

  return {
    name: 'identity',
    prefix,
    handle,
    domain,
    issuer,
    audience,
    clientId: WEB_CLIENT_ID,
    get jwks() {
      return publicKeySet(current.keys);
    },
    accounts,
    verifyAccessToken: createAccessTokenVerifier({ issuer, audience, keys: keyRing, clock }),
    issueTestToken: createTestTokenIssuer({ issuer, audience, keys: keyRing, accounts, clock }),
  };
}
