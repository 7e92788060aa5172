import { randomBytes } from 'node:crypto';
import { newLaunchId as launchIdFrom, newTransactionId as transactionIdFrom, randomAlphanumeric } from '../../../../domain/launch/launchIds';

// The sandbox's ids, from the operating system's CSPRNG (never Math.random); their shapes are the domain's.

/** A launch id: 'lid-' and 32 alphanumerics. */
export const newLaunchId = () => launchIdFrom(randomBytes);
/** The affiliate transaction a launch registers. */
export const newTransactionId = () => transactionIdFrom(randomBytes);
/** A demo order on the demo retailer site. */
export const newOrderId = () => `ord-${randomAlphanumeric(randomBytes, 20)}`;
/** The pending earnings item a demo order credits. */
export const newEarningsItemId = () => `earn-demo-${randomAlphanumeric(randomBytes, 20)}`;
/** The one-time key of an order form. */
export const newOrderKey = () => randomAlphanumeric(randomBytes, 24);
