import { randomBytes } from 'node:crypto';
import { AFFILIATE_LAUNCH_ID_LENGTH, LAUNCH_ID_PREFIX } from '../../../../domain/navigation/affiliateUrl';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of 62 that fits a byte: bytes at or above it are dropped, so every letter is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % ALPHANUMERIC.length);

/** n characters from [A-Za-z0-9], from the operating system's CSPRNG (never Math.random). */
export function randomAlphanumeric(length: number): string {
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
export function newLaunchId(): string {
  return `${LAUNCH_ID_PREFIX}${randomAlphanumeric(AFFILIATE_LAUNCH_ID_LENGTH)}`;
}

/** Exactly a launch id: the app's rule (domain/navigation/affiliateUrl.ts). */
export { isLaunchId } from '../../../../domain/navigation/affiliateUrl';

/** The affiliate transaction a launch registers (the seed's shape: 'txn-' and 20 alphanumerics). */
export const newTransactionId = () => `txn-${randomAlphanumeric(20)}`;
/** A demo order on the demo retailer site. */
export const newOrderId = () => `ord-${randomAlphanumeric(20)}`;
/** The pending earnings item a demo order credits. */
export const newEarningsItemId = () => `earn-demo-${randomAlphanumeric(20)}`;
/** The one-time key of an order form. */
export const newOrderKey = () => randomAlphanumeric(24);
