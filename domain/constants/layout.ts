/** Breakpoints in CSS pixels (000 §9). */
export const BREAKPOINT = {
  MOBILE_HEADER: 768,
  ULTRA_WIDE: 2020,
  FOOTER_WIDE: 760,
  WIDE_VIEWPORT_MIN: 680,
} as const;
