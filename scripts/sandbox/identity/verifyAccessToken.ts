// Access token verification for the sandbox's APIs: the provider's RS256 JWTs, checked against its key
// set in memory (no HTTP round trip). Any failure is one typed error the API answers with 401.
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { UNAUTHENTICATED_ERROR_CODE } from '../../../domain/constants/http';
import { MESSAGES } from '../../../domain/constants/messages';
import { IDENTITY_ID_CLAIM } from './constants';
import { IDENTITY_SUBJECT_PREFIX } from '../../../domain/auth/tokenPayload';
import { SIGNING_ALGORITHM } from './signingKeys';

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
  /** The provider's public key set (IdentityService.jwks). */
  jwks: JSONWebKeySet;
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
  clockToleranceSeconds = 5,
  clock,
}: AccessTokenVerifierOptions): AccessTokenVerifier {
  const keySet = createLocalJWKSet(jwks);
  return async (accessToken) => {
    if (typeof accessToken !== 'string' || accessToken.length === 0) throw new AccessTokenError('no access token');
    let payload: JWTPayload;
    try {
      // typ is not checked: oidc-provider writes at+jwt, real Auth0 writes JWT.
      ({ payload } = await jwtVerify(accessToken, keySet, {
        issuer,
        audience,
        algorithms: [SIGNING_ALGORITHM],
        requiredClaims: ['sub', 'exp'],
        clockTolerance: clockToleranceSeconds,
        ...(clock ? { currentDate: clock() } : {}),
      }));
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
