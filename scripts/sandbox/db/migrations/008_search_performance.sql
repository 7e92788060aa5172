-- Catalogue read performance (retailer offer counts, content search).
--
-- The retailer offer counts are kept in memory for the window of time in which they hold (the catalogue's
-- offerCounts.ts): the window is bounded by the nearest offer expiration and end of discoverability on
-- either side of now. offers_expiration_idx (001) finds the first; this finds the second with the same
-- one-row index lookups instead of a scan of every offer.
CREATE INDEX offers_discoverable_until_idx ON offers (discoverable_until) WHERE discoverable_until IS NOT NULL;
