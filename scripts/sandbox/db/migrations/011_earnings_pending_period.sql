-- Issue 15: an online (affiliate) order's earnings item keeps the retailer's pending period as it was when the
-- order was placed (000 §9: the retailer's creditPendingPeriod, default '7 days', for storewide cash back), so a
-- later change to the retailer does not rewrite what the shopper was told. Null for every other item.
ALTER TABLE earnings_items ADD COLUMN pending_period text;
