/**
 * An affiliate launch needs somewhere to go: a retailer webUrl or a productUrl (000 §5).
 * With neither (blank counts as missing) the caller shows the default error toast
 * (MESSAGE_KEY.DEFAULT) and the launch returns 'error' (000 §4).
 */
export function canLaunch(target: { webUrl?: string | null; productUrl?: string | null }): boolean {
  return Boolean(target.webUrl?.trim() || target.productUrl?.trim());
}
