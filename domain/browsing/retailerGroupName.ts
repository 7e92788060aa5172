import { SLUG_RULES } from '../offers/slug';
import type { RetailerGroup } from '../retailers/Retailer';

/** A retailer group's name read back from its path segment (000 §5 slug): the space replacements are spaces again. */
export function retailerGroupNameFromSegment(segment: string | undefined): string {
  return (segment ?? '').split(SLUG_RULES.SPACE_REPLACEMENT).join(' ').trim();
}

/**
 * The retailer group page's title (000 §2): the group's own name when one of its shown retailers carries a group
 * that lists a shown retailer, else the name in the path.
 */
export function retailerGroupTitle(
  retailers: readonly { id: number; retailerGroup?: Pick<RetailerGroup, 'name' | 'retailerIds'> | null }[],
  segment: string | undefined,
): string {
  const ids = new Set(retailers.map((retailer) => retailer.id));
  const group = retailers
    .map((retailer) => retailer.retailerGroup)
    .find((candidate) => candidate && candidate.retailerIds.some((id) => ids.has(id)));
  return group?.name || retailerGroupNameFromSegment(segment);
}
