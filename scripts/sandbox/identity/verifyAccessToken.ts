// Access token verification for the sandbox's APIs: the provider's RS256 JWTs, checked against its key
// set in memory (no HTTP round trip), re-read once when a token names a key this instance has not seen
// (another instance rotated). Any failure is one typed error the API answers with 401.
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { UNAUTHENTICATED_ERROR_CODE } from '../../../domain/constants/http';
import * as MESSAGES from '../../../domain/constants/messages';
import { IDENTITY_ID_CLAIM } from './constants';
import { IDENTITY_SUBJECT_PREFIX } from '../../../domain/auth/tokenPayload';
import { fixedKeyRing, publicKeySet, SIGNING_ALGORITHM, type SigningKeyRing, type SigningKeys } from './signingKeys';

export interface VerifiedAccessToken {
  /** Null until registration links a customer (the token's sub is then the identity id). */
  customerId: string | null;
  /** 'auth0|<id>' */
  identityId: string;
  /** From `rat`; null when absent. */
  joinDate: Date | null;
}

/** Map to HTTP 401 with `message` (000 §5, §8: the app logs out on it). */
export class AccessTokenError extends Error {
  readonly status = 401;
  readonly code = UNAUTHENTICATED_ERROR_CODE;
  /** Why, for logs only: never shown to the caller. */
  readonly reason: string;

  constructor(reason: string, options?: { cause?: unknown }) {
    super(MESSAGES.AUTHENTICATION_PROBLEM, options);
    this.name = 'AccessTokenError';
    this.reason = reason;
  }
}

export type AccessTokenVerifier = (accessToken: string) => Promise<VerifiedAccessToken>;

export interface AccessTokenVerifierOptions {
  /** The provider's issuer, with its trailing slash: `${origin}/identity/`. */
  issuer: string;
  audience: string;
  /** The provider's public key set (IdentityService.jwks), or its key ring (followed as it rotates). */
  jwks?: JSONWebKeySet;
  keys?: SigningKeyRing;
  clockToleranceSeconds?: number;
  /** For tests; defaults to the system clock. */
  clock?: () => Date;
}

function identityIdFrom(payload: JWTPayload, sub: string): string | null {
  const claim = payload[IDENTITY_ID_CLAIM];
  if (typeof claim === 'string' && claim.startsWith(IDENTITY_SUBJECT_PREFIX)) return claim;
  return sub.startsWith(IDENTITY_SUBJECT_PREFIX) ? sub : null;
}

export function createAccessTokenVerifier({
  issuer,
  audience,
  jwks,
  keys,
  clockToleranceSeconds = 5,
  clock,
}: AccessTokenVerifierOptions): AccessTokenVerifier {
  const ring = keys ?? fixedKeyRing({ keys: jwks?.keys ?? [] });
  // Built once per key set, not per token.
  let cached: { keys: SigningKeys; keySet: ReturnType<typeof createLocalJWKSet> } | null = null;
  const keySetOf = (snapshot: SigningKeys) => {
    if (cached?.keys !== snapshot) cached = { keys: snapshot, keySet: createLocalJWKSet(publicKeySet(snapshot)) };
    return cached.keySet;
  };
  const verify = async (accessToken: string, snapshot: SigningKeys) =>
    // typ is not checked: oidc-provider writes at+jwt, real Auth0 writes JWT.
    jwtVerify(accessToken, keySetOf(snapshot), {
      issuer,
      audience,
      algorithms: [SIGNING_ALGORITHM],
      requiredClaims: ['sub', 'exp'],
      clockTolerance: clockToleranceSeconds,
      ...(clock ? { currentDate: clock() } : {}),
    });
  return async (accessToken) => {
    if (typeof accessToken !== 'string' || accessToken.length === 0) throw new AccessTokenError('no access token');
    let payload: JWTPayload;
    try {
      try {
        ({ payload } = await verify(accessToken, await ring.current()));
      } catch (error) {
        if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
        ({ payload } = await verify(accessToken, await ring.reload()));
      }
    } catch (error) {
      throw new AccessTokenError(error instanceof Error ? error.message : 'invalid access token', { cause: error });
    }
    const sub = typeof payload.sub === 'string' ? payload.sub.trim() : '';
    if (!sub) throw new AccessTokenError('sub is empty');
    const identityId = identityIdFrom(payload, sub);
    if (!identityId) throw new AccessTokenError('no identity id');
    const customerId = sub.startsWith(IDENTITY_SUBJECT_PREFIX) ? null : sub;
    const rat = payload.rat;
    const joinDate = typeof rat === 'number' && Number.isFinite(rat) ? new Date(rat * 1000) : null;
    return { customerId, identityId, joinDate };
  };
}

/** The token in an `Authorization: Bearer …` header; throws AccessTokenError when there is none. */
export function bearerToken(authorization: string | string[] | undefined): string {
  const header = Array.isArray(authorization) ? authorization[0] : authorization;
  const match = /^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)\s*$/i.exec(header ?? '');
  if (!match?.[1]) throw new AccessTokenError('no bearer token');
  return match[1];
}
