// The provider's token signing keys: RS256 private JWKs. Every instance reads them from the database
// (databaseSigningKeys.ts); an in-memory identity provider (tests) generates its own at start.
import { existsSync, readFileSync } from 'node:fs';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';

export const SIGNING_ALGORITHM = 'RS256';

export interface SigningKeys {
  /** Private JWKs, each with kid, alg and use: the first one signs, every one verifies. */
  readonly keys: readonly JWK[];
}

/** Where an identity provider gets its keys: a snapshot, re-read when stale or asked to. */
export interface SigningKeyRing {
  /** The keys as last read (re-read first when the snapshot is older than the ring's refresh interval). */
  current(): Promise<SigningKeys>;
  /** Re-reads now: a token names a key this instance has not seen (another instance rotated). */
  reload(): Promise<SigningKeys>;
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

export async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(publicJwk(jwk));
  return { ...jwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' };
}

export async function generateSigningKeys(): Promise<SigningKeys> {
  return { keys: [await generateSigningKey()] };
}

/** A ring that never changes (an identity provider without a database). */
export function fixedKeyRing(keys: SigningKeys): SigningKeyRing {
  return { current: async () => keys, reload: async () => keys };
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

export function isSigningKeys(value: unknown): value is SigningKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { keys } = value as { keys?: unknown };
  return (
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every((key: Partial<JWK>) => key?.kty === 'RSA' && typeof key.d === 'string' && typeof key.kid === 'string')
  );
}

/**
 * The key file of sandboxes before issue 19 (.data/identity-signing-keys.json), or null when there is none:
 * imported once into an empty key table so sign-ins made before the upgrade stay valid.
 */
export function readSigningKeysFile(file: string): SigningKeys | null {
  if (!existsSync(file)) return null;
  const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isSigningKeys(stored)) throw new Error(`${file} is not an identity signing key file; delete it (keys now live in the database)`);
  return stored;
}
