// The provider's token signing key: RS256, generated at start or kept in a file so tokens survive a restart.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';

export const SIGNING_ALGORITHM = 'RS256';

export interface SigningKeys {
  /** Private JWKs (first one signs), each with kid, alg and use. */
  readonly keys: readonly JWK[];
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

export async function generateSigningKeys(): Promise<SigningKeys> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(publicJwk(jwk));
  return { keys: [{ ...jwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' }] };
}

export function publicJwk(jwk: JWK): JWK {
  const copy: Record<string, unknown> = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy as JWK;
}

/** The public key set the provider publishes at /.well-known/jwks.json and the APIs verify with. */
export function publicKeySet(signingKeys: SigningKeys): JSONWebKeySet {
  return { keys: signingKeys.keys.map(publicJwk) };
}

function isSigningKeys(value: unknown): value is SigningKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { keys } = value as { keys?: unknown };
  return (
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every((key: Partial<JWK>) => key?.kty === 'RSA' && typeof key.d === 'string' && typeof key.kid === 'string')
  );
}

/** Reads the key file, or creates it (readable by the owner only) on first start. */
export async function loadOrCreateSigningKeys(file: string): Promise<SigningKeys> {
  if (existsSync(file)) {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isSigningKeys(stored)) throw new Error(`${file} is not an identity signing key file; delete it to make a new one`);
    return stored;
  }
  const created = await generateSigningKeys();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(created, null, 2) + '\n', { mode: 0o600 });
  return created;
}
