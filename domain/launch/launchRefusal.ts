/** What decides whether a retailer may be shopped through an affiliate link now (affiliate_launches, 000 §5). */
export interface LaunchableRetailer {
  readonly name: string;
  readonly tempDisabled: boolean;
  /** Shopped on the web (Retailer.webRetailer); in-store-only retailers have no site to send the shopper to. */
  readonly webRetailer: boolean;
}

/** A refused launch: the 400's message and its `fields` (the documents do not show these; ours). */
export interface LaunchRefusal {
  readonly message: string;
  readonly fields: { readonly retailerId: string };
}

/**
 * Why a known retailer cannot be launched (the affiliate link service and affiliateRetailerService answer it
 * as a 400), or null when it can. Shared by the sandbox and the in-memory launch twin so both refuse alike.
 */
export function launchRefusal(retailer: LaunchableRetailer): LaunchRefusal | null {
  if (retailer.tempDisabled) {
    return {
      message: `${retailer.name} is temporarily unavailable.`,
      fields: { retailerId: 'This retailer is temporarily unavailable. Try again later.' },
    };
  }
  if (!retailer.webRetailer) {
    return {
      message: `${retailer.name} can't be shopped online.`,
      fields: { retailerId: 'This retailer has no online shopping: shop in store and submit your receipt.' },
    };
  }
  return null;
}
