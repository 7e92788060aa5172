// The fixed part of the seed: ids and names that never change with the seed number, so flags.json, tests
// and other sandbox parts can name them. Everything else is generated from the seed.
import { CATEGORY_ID } from '../../../domain/constants/categories';
import { CATEGORY_SORT_ORDER_IDS } from '../../../domain/categories/sortOrder';
import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../../../domain/constants/retailers';
import { PREFERRED_LAUNCH_CATEGORY_IDS } from '../../../domain/launch/launchOffers';

/** Retailers the sandbox needs besides the documents' special ids (flags.json names them). */
export const SANDBOX_RETAILER_ID = {
  /** tempDisabled: left out of every list. */
  TEMP_DISABLED: 9001,
  /** In the web-excluded-retailers-list flag; available on the mobile apps only. */
  WEB_EXCLUDED: 9002,
  /** In the extension-required-retailers flag. */
  EXTENSION_REQUIRED: 9003,
} as const;

const [DEFAULT_RETAILER_A, DEFAULT_RETAILER_B] = DEFAULT_RETAILER_IDS as [number, number];

export interface FixedRetailer {
  readonly id: number;
  readonly name: string;
  /** RETAILER_KINDS key. */
  readonly kind: string;
  readonly webRetailer: boolean;
  readonly accountLinkMethod?: 'credentials' | 'direct';
  readonly requiresAccountLink?: boolean;
  readonly tempDisabled?: boolean;
  readonly otherPlatforms?: readonly ('ios' | 'android' | 'extension')[];
  /** Extra categories besides the kind's. */
  readonly extraCategoryIds?: readonly number[];
  /** Offer purchase category given to its offers. */
  readonly purchaseCategoryId?: number;
}

export const FIXED_RETAILERS: readonly FixedRetailer[] = [
  // Direct integration (OAuth link), web retailer; unlinking it also clears FALLBACK_DEFAULT.
  { id: RETAILER_ID.DIRECT_INTEGRATION, name: 'Grandmart Superstore', kind: 'department', webRetailer: true, accountLinkMethod: 'direct', requiresAccountLink: true, extraCategoryIds: [CATEGORY_ID.GROCERY] },
  { id: RETAILER_ID.FALLBACK_DEFAULT, name: 'Grandmart Grocery', kind: 'grocery', webRetailer: false, accountLinkMethod: 'direct' },
  { id: DEFAULT_RETAILER_A, name: 'Maple & Main Market', kind: 'grocery', webRetailer: false, accountLinkMethod: 'credentials', requiresAccountLink: true },
  { id: DEFAULT_RETAILER_B, name: 'Bright Basket Grocery', kind: 'grocery', webRetailer: false, accountLinkMethod: 'credentials' },
  // Activate-and-redirect retailers; their offers carry the preferred launch purchase categories.
  { id: RETAILER_ID.ACTIVATE_AND_REDIRECT_A, name: 'Harvest Lane Market', kind: 'grocery', webRetailer: true, purchaseCategoryId: RETAILER_ID.ACTIVATE_AND_REDIRECT_A },
  { id: RETAILER_ID.ACTIVATE_AND_REDIRECT_B, name: 'Sunfield Fresh Foods', kind: 'grocery', webRetailer: true, purchaseCategoryId: RETAILER_ID.ACTIVATE_AND_REDIRECT_B },
  // Needs multi-factor authentication to finish linking.
  { id: RETAILER_ID.MFA, name: 'Northstar Wholesale Club', kind: 'grocery', webRetailer: false, accountLinkMethod: 'credentials', requiresAccountLink: true, extraCategoryIds: [901] },
  // Product offers credit within 24 hours of receiving.
  { id: RETAILER_ID.CREDIT_WITHIN_24_HOURS, name: 'Quickcart Delivery', kind: 'grocery', webRetailer: true },
  // The extension promo header is hidden on this retailer's page.
  { id: RETAILER_ID.HIDES_EXTENSION_HEADER, name: 'Copperline Outfitters', kind: 'apparel', webRetailer: true },
  { id: SANDBOX_RETAILER_ID.TEMP_DISABLED, name: 'Driftwood Home Goods', kind: 'home', webRetailer: true, tempDisabled: true },
  { id: SANDBOX_RETAILER_ID.WEB_EXCLUDED, name: 'Pocket Perks Arcade', kind: 'entertainment', webRetailer: false, otherPlatforms: ['ios', 'android'] },
  { id: SANDBOX_RETAILER_ID.EXTENSION_REQUIRED, name: 'Lanternlight Books', kind: 'books', webRetailer: true },
];

/** The group of the direct-integration retailer and the fallback default retailer. */
export const FIXED_RETAILER_GROUP = { id: 1, name: 'Grandmart', retailerIds: [RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT] } as const;

export interface FixedCategory {
  readonly id: number;
  readonly name: string;
  readonly color: string;
}

/** Every category id of the fixed sort-order map, Hot Deals, Grocery, the ignored one, and a few more. */
const CATEGORY_NAMES: Readonly<Record<number, string>> = {
  [CATEGORY_ID.NEVER_STORED_FAVORITE]: 'Featured Retailers',
  [CATEGORY_ID.HOT_DEALS]: 'Hot Deals',
  230: 'Home & Garden',
  153: 'Clothing & Accessories',
  72: 'Electronics',
  474: 'Beauty',
  476: 'Health & Wellness',
  475: 'Convenience',
  606: 'Pets',
  607: 'Baby & Kids',
  1294: 'Restaurants & Delivery',
  1328: 'Travel',
  1329: 'Entertainment',
  1330: 'Sports & Outdoors',
  1331: 'Office & School',
  1332: 'Books & Music',
  1496: 'Gifts & Flowers',
  1497: 'Auto',
  [CATEGORY_ID.GROCERY]: 'Grocery',
  [CATEGORY_ID.IGNORED_RETAILER_CATEGORY]: 'Everything Else',
  900: 'Pharmacy',
  901: 'Department Stores',
  902: 'Home Improvement',
  903: 'Jewelry & Watches',
};

const COLORS = ['#FDE7D9', '#E3F1E8', '#E4ECFA', '#FBE4EC', '#FFF4CC', '#EAE4F7'];

export const FIXED_CATEGORIES: readonly FixedCategory[] = [
  ...CATEGORY_SORT_ORDER_IDS,
  ...Object.keys(CATEGORY_NAMES).map(Number).filter((id) => !CATEGORY_SORT_ORDER_IDS.includes(id)),
].map((id, index) => {
  const name = CATEGORY_NAMES[id];
  if (!name) throw new Error(`No name for category ${id}`);
  return { id, name, color: COLORS[index % COLORS.length] as string };
});

/** Offer purchase categories; the preferred launch ones (1545, 1088) first. */
export const PURCHASE_CATEGORIES: readonly { id: number; displayName: string }[] = [
  { id: PREFERRED_LAUNCH_CATEGORY_IDS[0] as number, displayName: 'Grocery pickup' },
  { id: PREFERRED_LAUNCH_CATEGORY_IDS[1] as number, displayName: 'Same-day delivery' },
  { id: 2001, displayName: 'Storewide' },
  { id: 2002, displayName: 'Electronics & appliances' },
  { id: 2003, displayName: 'Clothing & shoes' },
  { id: 2004, displayName: 'Home & kitchen' },
  { id: 2005, displayName: 'Health & beauty' },
  { id: 2006, displayName: 'Groceries' },
  { id: 2007, displayName: 'Travel bookings' },
];

/** Offer tags: name → display name. 'weekend-deals' holds more offers than LIMITS.OFFER_TAG_LIMIT. */
export const OFFER_TAGS = [
  { name: 'weekend-deals', displayName: 'Weekend deals' },
  { name: 'back-to-school', displayName: 'Back to school' },
  { name: 'fresh-picks', displayName: 'Fresh picks' },
  { name: 'pet-essentials', displayName: 'Pet essentials' },
  { name: 'holiday-gifts', displayName: 'Holiday gifts' },
  { name: 'new-this-week', displayName: 'New this week' },
] as const;

/** Demo sign-ins (sandbox only). */
export const DEMO_PASSWORD = 'clipback-demo';
export const DEMO_CUSTOMERS = {
  /** Balance above the $20 minimum, history of every kind, completed security checkup. */
  DEMO: { id: '100001', email: 'demo@clipback.test', identityId: 'auth0|5a4e00000000000000100001', referralCode: 'AVERY10' },
  /** Fresh account: zero balance, security checkup incomplete. */
  NEW: { id: '100002', email: 'new@clipback.test', identityId: 'auth0|5a4e00000000000000100002', referralCode: 'SAMNEW5' },
  /** The demo's referred friend; holds a verified phone number (for 'phone linked to another account'). */
  FRIEND: { id: '100003', email: 'friend@clipback.test', identityId: 'auth0|5a4e00000000000000100003', referralCode: 'JORDAN10' },
} as const;

/** Where seeded image URLs point (nothing serves them yet: a placeholder route under /sandbox can). */
export const SANDBOX_IMAGE_BASE = '/sandbox/images';
