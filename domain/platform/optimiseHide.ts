/**
 * The optimise hide (000 §9 "optimise hide timeout 4000 ms"): content that depends on feature flags (banners,
 * experiments such as home-recommendation) stays hidden until the flags are known, so it never flickers from the
 * defaults to the visitor's values; after 4000 ms it shows on the defaults, so a slow flag service never blanks
 * the page.
 */
export const OPTIMISE_HIDE_TIMEOUT_MS = 4000;

export function optimiseHides({ flagsKnown, timedOut }: { flagsKnown: boolean; timedOut: boolean }): boolean {
  return !flagsKnown && !timedOut;
}
