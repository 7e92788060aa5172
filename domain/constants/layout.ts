/** Breakpoints in CSS pixels (000 §9). */
export const BREAKPOINT = {
  MOBILE_HEADER: 768,
  ULTRA_WIDE: 2020,
  FOOTER_WIDE: 760,
  SIDEBAR_WIDTH: 600,
  /** The sidebar toggles on selection below this window width. */
  SIDEBAR_TOGGLE_BELOW: 1024,
  /** The post-retailer modal uses its mobile layout below this width. */
  POST_RETAILER_MOBILE_BELOW: 760,
  WIDE_VIEWPORT_MIN: 680,
} as const;
