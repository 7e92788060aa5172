// Word lists for fictional names (no real brands). Retailer names are '<prefix> <kind suffix>', e.g.
// 'Maple Grove Market' or 'Copperline Outfitters'; item offers are '<brand> <product>'.

/** First words of retailer and brand names. */
export const NAME_ROOTS = [
  'Amber', 'Aspen', 'Birch', 'Bluebell', 'Bramble', 'Cedar', 'Clover', 'Coral', 'Copper', 'Cypress',
  'Elm', 'Fern', 'Golden', 'Granite', 'Harbor', 'Hazel', 'Hollow', 'Indigo', 'Ivy', 'Juniper',
  'Kestrel', 'Lantern', 'Linden', 'Maple', 'Meadow', 'Mesa', 'Northwind', 'Oak', 'Orchard', 'Pebble',
  'Pine', 'Prairie', 'Quarry', 'Raven', 'Redwood', 'Saffron', 'Sage', 'Silver', 'Sparrow', 'Spruce',
  'Summit', 'Sunny', 'Thistle', 'Timber', 'Tulip', 'Velvet', 'Willow', 'Wren', 'Yarrow', 'Zephyr',
] as const;

/** Second words: 'Maple Grove'. */
export const NAME_PLACES = [
  'Lane', 'Hill', 'Creek', 'Point', 'Valley', 'Field', 'Street', 'Square', 'Row', 'Park', 'Grove', 'Bay',
  'Crossing', 'Commons', 'Landing',
] as const;

/** Compound endings: 'Copperline'. */
export const NAME_COMPOUNDS = ['line', 'brook', 'wood', 'field', 'crest', 'gate', 'stone', 'side', 'ridge', 'light', 'view', 'haven'] as const;

export interface RetailerKind {
  readonly key: string;
  readonly suffixes: readonly string[];
  /** Category ids the retailers of this kind belong to. */
  readonly categoryIds: readonly number[];
  /** Shopped online through affiliate links (web retailers). */
  readonly online: boolean;
  /** Carries item (nonaffiliate, consumer-goods) offers. */
  readonly items: boolean;
  readonly displayTypes: readonly string[];
  /** Product lines for affiliate offer names ('4% back on outerwear'). */
  readonly lines: readonly string[];
}

export const RETAILER_KINDS: readonly RetailerKind[] = [
  { key: 'grocery', suffixes: ['Market', 'Grocers', 'Foods', 'Pantry', 'Fresh Market'], categoryIds: [88], online: false, items: true, displayTypes: ['IN_STORE', 'PICKUP'], lines: ['groceries', 'pickup orders'] },
  { key: 'convenience', suffixes: ['Express', 'Corner Store', 'Mart'], categoryIds: [475], online: false, items: true, displayTypes: ['IN_STORE'], lines: ['snacks', 'drinks'] },
  { key: 'pharmacy', suffixes: ['Pharmacy', 'Drugstore', 'Apothecary'], categoryIds: [476, 900], online: true, items: true, displayTypes: ['IN_STORE', 'ONLINE'], lines: ['vitamins', 'personal care', 'first aid'] },
  { key: 'beauty', suffixes: ['Beauty', 'Cosmetics', 'Skin Co.'], categoryIds: [474], online: true, items: true, displayTypes: ['ONLINE'], lines: ['skincare', 'makeup', 'fragrance'] },
  { key: 'apparel', suffixes: ['Outfitters', 'Apparel', 'Clothing Co.', 'Boutique'], categoryIds: [153], online: true, items: false, displayTypes: ['ONLINE'], lines: ['outerwear', 'denim', 'shoes', 'activewear'] },
  { key: 'electronics', suffixes: ['Electronics', 'Tech', 'Digital'], categoryIds: [72], online: true, items: false, displayTypes: ['ONLINE'], lines: ['laptops', 'headphones', 'smart home', 'cameras'] },
  { key: 'home', suffixes: ['Home Goods', 'Living', 'Home & Garden'], categoryIds: [230], online: true, items: false, displayTypes: ['ONLINE'], lines: ['bedding', 'kitchenware', 'furniture', 'decor'] },
  { key: 'improvement', suffixes: ['Hardware', 'Home Supply', 'Lumber Co.'], categoryIds: [902, 230], online: true, items: false, displayTypes: ['IN_STORE', 'ONLINE'], lines: ['tools', 'paint', 'garden supplies'] },
  { key: 'pets', suffixes: ['Pet Supply', 'Pet Co.', 'Pet Pantry'], categoryIds: [606], online: true, items: true, displayTypes: ['ONLINE'], lines: ['pet food', 'pet toys'] },
  { key: 'kids', suffixes: ['Kids', 'Toys', 'Baby Shop'], categoryIds: [607], online: true, items: false, displayTypes: ['ONLINE'], lines: ['toys', 'baby gear', 'kids clothing'] },
  { key: 'restaurants', suffixes: ['Eats', 'Kitchen', 'Grill', 'Cafe'], categoryIds: [1294], online: true, items: false, displayTypes: ['DELIVERY'], lines: ['delivery orders', 'gift cards'] },
  { key: 'travel', suffixes: ['Travel', 'Getaways', 'Stays'], categoryIds: [1328], online: true, items: false, displayTypes: ['ONLINE'], lines: ['hotels', 'vacation rentals', 'car rentals'] },
  { key: 'entertainment', suffixes: ['Tickets', 'Cinemas', 'Games'], categoryIds: [1329], online: true, items: false, displayTypes: ['ONLINE'], lines: ['tickets', 'streaming', 'games'] },
  { key: 'sports', suffixes: ['Sporting Goods', 'Outdoors', 'Athletics'], categoryIds: [1330], online: true, items: false, displayTypes: ['ONLINE'], lines: ['camping gear', 'fitness', 'bikes'] },
  { key: 'office', suffixes: ['Office Supply', 'Paper Co.', 'Stationers'], categoryIds: [1331], online: true, items: false, displayTypes: ['ONLINE'], lines: ['school supplies', 'printer ink', 'desks'] },
  { key: 'books', suffixes: ['Books', 'Media', 'Records'], categoryIds: [1332], online: true, items: false, displayTypes: ['ONLINE'], lines: ['books', 'vinyl', 'audiobooks'] },
  { key: 'gifts', suffixes: ['Florist', 'Gifts', 'Flowers'], categoryIds: [1496], online: true, items: false, displayTypes: ['ONLINE'], lines: ['bouquets', 'gift baskets'] },
  { key: 'auto', suffixes: ['Auto Parts', 'Motors', 'Tire & Auto'], categoryIds: [1497], online: true, items: false, displayTypes: ['IN_STORE', 'ONLINE'], lines: ['tires', 'auto parts', 'car care'] },
  { key: 'department', suffixes: ['Department Store', 'Emporium', 'Mercantile'], categoryIds: [901, 153, 230], online: true, items: true, displayTypes: ['IN_STORE', 'ONLINE'], lines: ['home', 'clothing', 'beauty', 'electronics'] },
  { key: 'jewelry', suffixes: ['Jewelers', 'Gems', 'Watch Co.'], categoryIds: [903], online: true, items: false, displayTypes: ['ONLINE'], lines: ['rings', 'watches', 'necklaces'] },
];

/** Fictional consumer-goods brands for item offers. */
export const BRANDS = [
  'Meadowbrook', 'Sunny Fields', 'Golden Acre', 'Riverbend', 'Hearthstone', 'Bluebird Farms', 'Crisp & Co.',
  'Little Sprout', 'Harvest Moon', 'Pinecrest', 'Oak Hollow', 'Kettle Creek', 'Bright Morning', 'True North',
  'Wildflower', 'Silver Spoon', 'Cloudberry', 'Tidewater', 'Maple Leaf Pantry', 'Stonebridge', 'Dewdrop',
  'Fresh Start', 'Cozy Cabin', 'Happy Paws', 'Evergreen Naturals', 'Pure Meadow', 'Copper Kettle',
  'Lighthouse', 'Sweet Valley', 'Red Barn', 'Saltwater', 'Orchard Lane', 'Glimmer', 'Zest', 'Nimbus',
  'Sprig', 'Bramblewood', 'Featherlight', 'Homestead', 'Brightside', 'Cascade', 'Honeycomb', 'Sunburst',
  'Velvet Leaf', 'Prairie Gold', 'Juniper Grove', 'Wholesome Day', 'Tiny Tots', 'Clearwater', 'Spark',
] as const;

/** Products by aisle, for item offer names and shopping-list matching. */
export const PRODUCTS: Readonly<Record<string, readonly string[]>> = {
  dairy: ['Greek Yogurt', 'Whole Milk', 'Oat Milk', 'Cheddar Cheese', 'Butter', 'Cottage Cheese', 'Cream Cheese', 'String Cheese', 'Eggs'],
  bakery: ['Sourdough Bread', 'Bagels', 'Tortillas', 'Croissants', 'English Muffins', 'Whole Wheat Bread'],
  pantry: ['Pasta', 'Marinara Sauce', 'Peanut Butter', 'Olive Oil', 'Rice', 'Black Beans', 'Chicken Broth', 'Granola', 'Oatmeal', 'Honey', 'Coffee', 'Green Tea'],
  snacks: ['Potato Chips', 'Pretzels', 'Trail Mix', 'Granola Bars', 'Popcorn', 'Crackers', 'Dark Chocolate', 'Cookies'],
  drinks: ['Sparkling Water', 'Orange Juice', 'Lemonade', 'Iced Tea', 'Cold Brew', 'Sports Drink', 'Kombucha'],
  frozen: ['Frozen Pizza', 'Ice Cream', 'Frozen Berries', 'Veggie Burgers', 'Frozen Waffles', 'Dumplings'],
  produce: ['Bananas', 'Avocados', 'Baby Spinach', 'Strawberries', 'Apples', 'Salad Kit', 'Carrots'],
  household: ['Paper Towels', 'Dish Soap', 'Laundry Detergent', 'Trash Bags', 'Sponges', 'Glass Cleaner'],
  personal: ['Shampoo', 'Conditioner', 'Body Wash', 'Toothpaste', 'Deodorant', 'Sunscreen', 'Lip Balm', 'Face Wash'],
  health: ['Multivitamins', 'Allergy Relief', 'Pain Reliever', 'Bandages', 'Cough Drops', 'Vitamin C'],
  baby: ['Diapers', 'Baby Wipes', 'Baby Food', 'Infant Formula'],
  pet: ['Dog Food', 'Cat Food', 'Cat Litter', 'Dog Treats', 'Chew Toys'],
};

/** Which aisles a kind of retailer stocks. */
export const AISLES_BY_KIND: Readonly<Record<string, readonly string[]>> = {
  grocery: ['dairy', 'bakery', 'pantry', 'snacks', 'drinks', 'frozen', 'produce', 'household', 'personal', 'baby', 'pet'],
  convenience: ['snacks', 'drinks', 'dairy', 'household'],
  pharmacy: ['health', 'personal', 'baby', 'snacks', 'drinks'],
  beauty: ['personal'],
  pets: ['pet'],
  department: ['household', 'personal', 'snacks', 'baby', 'pantry'],
};

export const SIZES = ['', '', '', ', 12 oz', ', 16 oz', ', 32 oz', ', Family Size', ', 2-pack', ', 6-pack', ', Value Pack', ', Organic', ', Single Serve'] as const;

/** Fictional banks for funding sources. */
export const INSTITUTIONS = [
  { id: 'ins_sandbox_1', name: 'Prairie State Credit Union', color: '#2f6b3a' },
  { id: 'ins_sandbox_2', name: 'Harborview Savings Bank', color: '#1d4e89' },
  { id: 'ins_sandbox_3', name: 'Summit Federal Bank', color: '#8a2d3b' },
] as const;

/** Popular searches (global). */
export const POPULAR_TERMS = ['milk', 'coffee', 'diapers', 'shoes', 'headphones', 'pet food', 'sunscreen', 'pizza', 'laptops', 'flowers'] as const;
