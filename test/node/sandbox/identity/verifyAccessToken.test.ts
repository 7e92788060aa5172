import { expect } from 'chai';
import { importJWK, SignJWT, type JWK } from 'jose';
import * as MESSAGES from '../../../../domain/constants/messages';
import {
  AccessTokenError,
  API_AUDIENCE,
  bearerToken,
  createAccessTokenVerifier,
  generateSigningKeys,
  IDENTITY_ID_CLAIM,
  publicKeySet,
  type SigningKeys,
} from '../../../../scripts/sandbox/identity';

const ISSUER = 'http://localhost:8080/identity/';
const NOW = new Date('2025-06-01T10:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);

async function sign(keys: SigningKeys, claims: Record<string, unknown>, header: Record<string, unknown> = {}) {
  const jwk = keys.keys[0] as JWK;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt', ...header })
    .sign(await importJWK(jwk, 'RS256'));
}

const GOOD = {
  iss: ISSUER,
  aud: API_AUDIENCE,
  sub: '7001',
  rat: 1_700_000_000,
  [IDENTITY_ID_CLAIM]: 'auth0|abc123',
  iat: nowSeconds - 60,
  exp: nowSeconds + 3600,
};

async function rejection(promise: Promise<unknown>): Promise<AccessTokenError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(AccessTokenError);
    return error as AccessTokenError;
  }
  throw new Error('expected the token to be refused');
}

describe('sandbox identity: access token verification for the APIs', () => {
  let keys: SigningKeys;
  let otherKeys: SigningKeys;
  let verify: ReturnType<typeof createAccessTokenVerifier>;

  before(async () => {
    keys = await generateSigningKeys();
    otherKeys = await generateSigningKeys();
    verify = createAccessTokenVerifier({ issuer: ISSUER, audience: API_AUDIENCE, jwks: publicKeySet(keys), clock: () => NOW });
  });

  it('answers the customer id, identity id and join date of a good token', async () => {
    expect(await verify(await sign(keys, GOOD))).to.deep.equal({
      customerId: '7001',
      identityId: 'auth0|abc123',
      joinDate: new Date(1_700_000_000 * 1000),
    });
  });

  it('accepts typ JWT as real Auth0 writes it', async () => {
    expect((await verify(await sign(keys, GOOD, { typ: 'JWT' }))).customerId).to.equal('7001');
  });

  it('answers no customer id before registration (sub is the identity id)', async () => {
    const { [IDENTITY_ID_CLAIM]: _dropped, ...claims } = GOOD;
    void _dropped;
    expect(await verify(await sign(keys, { ...claims, sub: 'auth0|new1' }))).to.deep.equal({
      customerId: null,
      identityId: 'auth0|new1',
      joinDate: new Date(1_700_000_000 * 1000),
    });
  });

  it('refuses a token signed with another key', async () => {
    const error = await rejection(verify(await sign(otherKeys, GOOD)));
    expect(error.status).to.equal(401);
    expect(error.code).to.equal('UNAUTHENTICATED');
    expect(error.message).to.equal(MESSAGES.AUTHENTICATION_PROBLEM);
  });

  it('refuses an expired token', async () => {
    const error = await rejection(verify(await sign(keys, { ...GOOD, iat: nowSeconds - 7200, exp: nowSeconds - 60 })));
    expect(error.reason).to.match(/exp/);
  });

  it('refuses another audience, another issuer, and a token without exp or sub', async () => {
    await rejection(verify(await sign(keys, { ...GOOD, aud: 'https://other.example' })));
    await rejection(verify(await sign(keys, { ...GOOD, iss: 'http://localhost:8080/identity' })));
    const { exp: _exp, ...noExp } = GOOD;
    void _exp;
    await rejection(verify(await sign(keys, noExp)));
    const { sub: _sub, ...noSub } = GOOD;
    void _sub;
    await rejection(verify(await sign(keys, noSub)));
  });

  it('refuses a token with a customer sub but no identity id', async () => {
    const { [IDENTITY_ID_CLAIM]: _dropped, ...claims } = GOOD;
    void _dropped;
    await rejection(verify(await sign(keys, claims)));
  });

  it('refuses unsigned, HS256 and malformed tokens, and an empty one', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(GOOD)).toString('base64url');
    await rejection(verify(`${header}.${payload}.`));
    const hs256 = await new SignJWT(GOOD).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32).fill(7));
    await rejection(verify(hs256));
    await rejection(verify('not.a.token'));
    await rejection(verify(''));
  });

  it('reads the bearer token from an Authorization header', () => {
    expect(bearerToken('Bearer abc.def.ghi')).to.equal('abc.def.ghi');
    expect(bearerToken('bearer abc.def.ghi')).to.equal('abc.def.ghi');
    expect(() => bearerToken(undefined)).to.throw(AccessTokenError);
    expect(() => bearerToken('Basic dXNlcjpwYXNz')).to.throw(AccessTokenError);
    expect(() => bearerToken('Bearer ')).to.throw(AccessTokenError);
  });
});
