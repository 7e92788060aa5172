// oidc-provider configured the way auth0-spa-js expects Auth0 to behave (routes, issuer with a trailing
// slash, RS256 id tokens, JWT access tokens for the API audience, refresh token rotation, web_message).
import { createHmac } from 'node:crypto';
import Provider, { errors, type Adapter, type Configuration, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import { signInCallbackUri } from '../../../domain/auth/signInCallback';
import { BRAND_NAME } from '../../../domain/constants/app';
import { accountTokenClaims } from './accessTokenClaims';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  EXTRA_AUTHORIZATION_PARAMS,
  ID_TOKEN_TTL_SECONDS,
  INTERACTION_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  WEB_CLIENT_ID,
} from './constants';
import { accountIdFromIdentityId, identityIdOf, type IdentityAccounts } from './identityAccounts';
import { createMemoryAdapterFactory } from './memoryAdapter';
import { errorPage, signedOutPage, signOutPage, type PageLinks } from './pages';
import type { SigningKeys } from './signingKeys';

export interface OidcProviderSettings {
  /** `${issuerOrigin}${prefix}/`: exactly what auth0-spa-js derives from its `domain`. */
  issuer: string;
  /** Where the provider is mounted ('/identity'). */
  prefix: string;
  appOrigin: string;
  audience: string;
  accounts: IdentityAccounts;
  keys: SigningKeys;
  links: PageLinks;
  /** The one registered post-logout redirect URI: the provider's own forwarder to the app's returnTo. */
  logoutReturnUri: string;
  /** Where sessions, grants, codes and refresh tokens live (memory by default). */
  adapter?: (model: string) => Adapter;
}

/** The Auth0 paths auth0-spa-js calls (relative to `domain`). */
export const AUTH0_ROUTES = {
  authorization: '/authorize',
  token: '/oauth/token',
  end_session: '/v2/logout',
  jwks: '/.well-known/jwks.json',
  revocation: '/oauth/revoke',
  userinfo: '/userinfo',
} as const;

async function findAccount(accounts: IdentityAccounts, sub: string) {
  const id = accountIdFromIdentityId(sub);
  const account = id ? await accounts.findById(id) : null;
  if (!account) return undefined;
  const nickname = account.email.split('@')[0] ?? account.email;
  return {
    accountId: sub,
    // The id token's claims, as Auth0 puts them for a database connection (email not verified here).
    async claims() {
      return {
        sub: identityIdOf(account.id),
        email: account.email,
        email_verified: false,
        name: account.email,
        nickname,
        updated_at: account.createdAt.toISOString(),
      };
    },
  };
}

/**
 * The app is first party: it gets every scope and audience it asks for without a consent screen. The grant
 * is created (or widened) here instead of by a consent interaction.
 */
async function grantEverythingRequested(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const client = oidc.client;
  const accountId = oidc.account?.accountId ?? oidc.session?.accountId;
  if (!client || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (grant && (grant.accountId !== accountId || grant.clientId !== client.clientId)) grant = undefined;
  grant ??= new oidc.provider.Grant({ clientId: client.clientId, accountId });
  const scopes = [...oidc.requestParamOIDCScopes];
  if (scopes.length > 0) grant.addOIDCScope(scopes);
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) grant.addResourceScope(indicator, server.scope);
  await grant.save();
  return grant;
}

/**
 * The keys that sign the provider's cookies, derived from the token signing keys: the same on every instance
 * and across restarts, so stored sessions stay usable. The first signs; the others (older keys still in
 * their overlap) verify, and a cookie they verify is re-signed with the first.
 */
function cookieKeys(keys: SigningKeys): string[] {
  if (!keys.keys[0]?.d) throw new Error('the identity provider has no private signing key');
  return keys.keys.map((key) =>
    createHmac('sha256', key.d ?? '').update('clipback identity provider cookies').digest('base64url'),
  );
}

export function createOidcProvider(settings: OidcProviderSettings): Provider {
  const { issuer, prefix, appOrigin, audience, accounts, keys, links, logoutReturnUri } = settings;

  const configuration: Configuration = {
    adapter: settings.adapter ?? createMemoryAdapterFactory(),
    jwks: { keys: keys.keys.map((key) => ({ ...key }) as JWK) },
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        client_name: BRAND_NAME,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // The app's sign-in callback; its origin too (the identity tests' clients, and apps of before it had one).
        redirect_uris: [appOrigin, `${appOrigin}/`, signInCallbackUri(appOrigin)],
        post_logout_redirect_uris: [logoutReturnUri],
        id_token_signed_response_alg: 'RS256',
      },
    ],
    routes: AUTH0_ROUTES,
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    pkce: { required: () => true },
    extraParams: [...EXTRA_AUTHORIZATION_PARAMS],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'nickname', 'updated_at'],
    },
    // Auth0 puts profile and email claims in the id token even when an access token is issued; getUser() reads them.
    conformIdTokenClaims: false,
    clientBasedCORS: (_ctx, origin, client) => origin === appOrigin && client.clientId === WEB_CLIENT_ID,
    cookies: {
      keys: cookieKeys(keys),
      names: { session: 'cb_idp_session', interaction: 'cb_idp_interaction', resume: 'cb_idp_resume' },
      long: { httpOnly: true, sameSite: 'lax', path: prefix },
      short: { httpOnly: true, sameSite: 'lax', path: prefix },
    },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      userinfo: { enabled: true },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = signOutPage(links, form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = signedOutPage(links);
        },
      },
      resourceIndicators: {
        enabled: true,
        // auth0-spa-js names the API with `audience` (sent to /authorize only); it stands for `resource`.
        defaultResource(ctx, _client, oneOf) {
          if (oneOf) return oneOf;
          const requested = ctx.oidc.params?.audience;
          return typeof requested === 'string' && requested ? requested : undefined;
        },
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== audience) throw new errors.InvalidTarget(`unknown audience ${indicator}`);
          return {
            scope: '',
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
        // The token endpoint gets no `audience`: tokens are for the audience granted at /authorize.
        useGrantedResource: () => true,
      },
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
    },
    formats: {
      customizers: {
        async jwt(_ctx, token, { payload }) {
          const accountId = 'accountId' in token ? token.accountId : undefined;
          const id = accountId ? accountIdFromIdentityId(accountId) : null;
          const account = id ? await accounts.findById(id) : null;
          // Read at issue time: after registration links a customer, the next token's sub is the customer id.
          if (account) Object.assign(payload, accountTokenClaims(account));
        },
      },
    },
    findAccount: (_ctx, sub) => findAccount(accounts, sub),
    loadExistingGrant: grantEverythingRequested,
    // oidc-provider drops offline_access unless prompt=consent; auth0-spa-js never sends it, so the
    // refresh-capable client always gets a refresh token (as Auth0 does with offline_access).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: {
      url: (_ctx, interaction) => `${prefix}/interaction/${interaction.uid}`,
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(links, 'We could not sign you in.', out.error_description ?? out.error);
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ID_TOKEN_TTL_SECONDS,
      Interaction: INTERACTION_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      RefreshToken(ctx, token, client) {
        // A rotated public-client refresh token keeps the remaining life of the one it replaces.
        const rotated = ctx.oidc.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none' && !token.isSenderConstrained()) return rotated.remainingTTL;
        return REFRESH_TOKEN_TTL_SECONDS;
      },
    },
  };

  const provider = new Provider(issuer, configuration);
  // An https issuer is a TLS-terminating proxy in front (PUBLIC_ORIGIN): trust its X-Forwarded-Proto, so the
  // provider's cookies are marked Secure.
  provider.proxy = new URL(issuer).protocol === 'https:';
  return provider;
}
