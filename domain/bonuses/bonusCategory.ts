/** The bonus category route slug as a breadcrumb/page label: every hyphen becomes a space (001 §2). */
export function bonusCategoryLabel(slug: string): string {
  return slug.replace(/-/g, ' ');
}
