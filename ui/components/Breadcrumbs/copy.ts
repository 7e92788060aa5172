/** The breadcrumbs' accessible names (ours). */
export const BREADCRUMBS_COPY = {
  NAV_LABEL: 'Breadcrumb',
  back: (label: string) => `Back to ${label}`,
} as const;
