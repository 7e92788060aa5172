import { AFFILIATE_LAUNCH_ID_LENGTH, LAUNCH_ID_PREFIX } from '../navigation/affiliateUrl';

/** Where random bytes come from: the caller's CSPRNG (node:crypto randomBytes, Web Crypto getRandomValues). */
export type RandomBytes = (count: number) => Uint8Array;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of 62 that fits a byte: bytes at or above it are dropped, so every letter is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % ALPHANUMERIC.length);
/** A launch's transaction id: 'txn-' and 20 alphanumerics (ours). */
const TRANSACTION_ID = { PREFIX: 'txn-', LENGTH: 20 } as const;

/** `length` characters of [A-Za-z0-9] from `randomBytes`, without modulo bias. */
export function randomAlphanumeric(randomBytes: RandomBytes, length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      text += ALPHANUMERIC[byte % ALPHANUMERIC.length];
      if (text.length === length) break;
    }
  }
  return text;
}

/** A launch id: 'lid-' and 32 alphanumerics (000 §2, 001 §9). */
export function newLaunchId(randomBytes: RandomBytes): string {
  return `${LAUNCH_ID_PREFIX}${randomAlphanumeric(randomBytes, AFFILIATE_LAUNCH_ID_LENGTH)}`;
}

/** The affiliate transaction a launch registers. */
export function newTransactionId(randomBytes: RandomBytes): string {
  return `${TRANSACTION_ID.PREFIX}${randomAlphanumeric(randomBytes, TRANSACTION_ID.LENGTH)}`;
}
