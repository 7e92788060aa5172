// Access tokens for tests and the sandbox's POST /sandbox/tokens: the same claims, keys and audience as
// tokens from the sign-in flow, without a browser.
import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, WEB_CLIENT_ID } from './constants';
import { accountTokenClaims } from './accessTokenClaims';
import type { IdentityAccounts } from './identityAccounts';
import { SIGNING_ALGORITHM, type SigningKeyRing } from './signingKeys';

export class UnknownIdentityAccountError extends Error {
  constructor(email: string) {
    super(`no identity account uses ${email}`);
    this.name = 'UnknownIdentityAccountError';
  }
}

export interface TestToken {
  accessToken: string;
  /** Null when the account has not registered yet (the token's sub is then 'auth0|…'). */
  customerId: string | null;
}

export type TestTokenIssuer = (email: string) => Promise<TestToken>;

export interface TestTokenIssuerOptions {
  issuer: string;
  audience: string;
  /** The newest active key signs, as the provider's own tokens. */
  keys: SigningKeyRing;
  accounts: IdentityAccounts;
  ttlSeconds?: number;
  clock?: () => Date;
}

export function createTestTokenIssuer({
  issuer,
  audience,
  keys,
  accounts,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  clock = () => new Date(),
}: TestTokenIssuerOptions): TestTokenIssuer {
  return async (email) => {
    const [signingJwk] = (await keys.current()).keys;
    if (!signingJwk?.kid) throw new Error('the identity provider has no signing key');
    const account = await accounts.findByEmail(email);
    if (!account) throw new UnknownIdentityAccountError(email);
    const now = Math.floor(clock().getTime() / 1000);
    const accessToken = await new SignJWT({ ...accountTokenClaims(account), client_id: WEB_CLIENT_ID })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: signingJwk.kid, typ: 'at+jwt' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .setJti(randomUUID())
      .sign(await importJWK(signingJwk, SIGNING_ALGORITHM));
    return { accessToken, customerId: account.customerId };
  };
}
