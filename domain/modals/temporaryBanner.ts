import { z } from 'zod';

/** One entry of the web-v-2-temporary-banner-copy flag (000 §3). */
export interface TemporaryBannerEntry {
  page: string;
  text: string;
}

const entrySchema = z.object({ page: z.string(), text: z.string() });

/**
 * The temporary banner for a page: the first flag entry naming that page with non-blank text.
 * The flag value comes from outside, so malformed entries (or a non-list) are skipped, not trusted.
 */
export function temporaryBannerFor(entries: unknown, page: string): TemporaryBannerEntry | null {
  if (!Array.isArray(entries)) return null;
  for (const raw of entries) {
    const parsed = entrySchema.safeParse(raw);
    if (parsed.success && parsed.data.page === page && parsed.data.text.trim() !== '') return parsed.data;
  }
  return null;
}
