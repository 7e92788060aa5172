import { isRecord } from '../values/guards';

/** One entry of the web-v-2-temporary-banner-copy flag (000 §3). */
export interface TemporaryBannerEntry {
  page: string;
  text: string;
}

/**
 * The temporary banner for a page: the first flag entry naming that page with non-blank text.
 * The flag value comes from outside, so malformed entries (or a non-list) are skipped, not trusted.
 */
export function temporaryBannerFor(entries: unknown, page: string): TemporaryBannerEntry | null {
  if (!Array.isArray(entries)) return null;
  for (const raw of entries) {
    if (!isRecord(raw) || typeof raw.page !== 'string' || typeof raw.text !== 'string') continue;
    if (raw.page === page && raw.text.trim() !== '') return { page: raw.page, text: raw.text };
  }
  return null;
}
