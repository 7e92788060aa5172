import type { IdentityUser } from '../../adapters/identity/IdentityPort';

export interface Auth0CacheFixture {
  clientId: string;
  audience: string;
  accessToken: string;
  user: IdentityUser;
  /** The access token's expiry, in seconds since the epoch. */
  expiresAt: number;
  scope?: string;
  /** The id token's `session_expiry` claim, in seconds since the epoch. */
  sessionExpiry?: number;
}

/** The two localStorage entries auth0-spa-js 2.27 writes for a sign-in (its access token's and its id token's), by key. */
export function auth0CacheEntriesOf(fixture: Auth0CacheFixture): [token: [string, string], user: [string, string]] {
  const { clientId, audience, accessToken, user, expiresAt, scope = 'openid profile email offline_access', sessionExpiry } = fixture;
  const claims = { ...user, aud: clientId, ...(sessionExpiry === undefined ? {} : { session_expiry: sessionExpiry }) };
  return [
    [
      `@@auth0spajs@@::${clientId}::${audience}::${scope}`,
      JSON.stringify({
        body: { access_token: accessToken, id_token: 'id.token.sig', token_type: 'Bearer', expires_in: 86400, audience, scope, client_id: clientId, refresh_token: 'refresh' },
        expiresAt,
      }),
    ],
    [`@@auth0spajs@@::${clientId}::@@user@@`, JSON.stringify({ id_token: 'id.token.sig', decodedToken: { claims, user } })],
  ];
}
