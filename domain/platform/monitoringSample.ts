/**
 * Monitoring's sample rate (000 §9 "Monitoring sample rate 30"): the share of sessions, in percent, whose failed
 * calls are reported as XHR errors. Reading it as a per-session rate (as real-user monitoring tools do) is ours:
 * a session is in the sample or not for its whole life, so one shopper's trouble is seen whole or not at all.
 */
export const MONITORING_SAMPLE_RATE_PERCENT = 30;

/**
 * Whether the session `sessionId` is in the monitoring sample. The choice is derived from the id (FNV-1a hash,
 * 0–99 bucket), not drawn: every page load and every tab of the session agrees, with no stored draw to keep.
 */
export function isMonitoredSession(sessionId: string): boolean {
  let hash = 0x811c9dc5;
  for (let index = 0; index < sessionId.length; index += 1) {
    hash ^= sessionId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100 < MONITORING_SAMPLE_RATE_PERCENT;
}
