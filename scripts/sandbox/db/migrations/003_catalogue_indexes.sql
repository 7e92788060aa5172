-- Catalogue search indexes (gateway contentServer search / type-ahead, content GraphQL).
--
-- The name-word GIN indexes of 001 are filled in bulk by the seed. With GIN's default fastupdate, those rows
-- wait in the index's pending list, which every search then scans linearly (PGlite has no autovacuum to
-- merge it): at scale 10 that made a word-prefix lookup cost 8-20 ms instead of under 1 ms. Turn fastupdate
-- off so later inserts go straight into the index, and merge whatever is pending now (nothing on a fresh
-- database: this runs before the seed).
ALTER INDEX retailers_name_words_idx SET (fastupdate = off);
ALTER INDEX offers_name_words_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('retailers_name_words_idx'::regclass);
SELECT gin_clean_pending_list('offers_name_words_idx'::regclass);

-- Bonus names are searched by word prefix too (contentServer/search).
CREATE INDEX bonuses_name_words_idx ON bonuses USING gin (to_tsvector('simple', name)) WITH (fastupdate = off);

-- An offer tag's offers in the tag's order (offerTag(name, limit 200)).
CREATE INDEX offer_tag_offers_position_idx ON offer_tag_offers (tag_name, position);

-- Offer groups' offers in order (fetchGenericOffersByOfferGroupIds, offersForOfferGroup).
CREATE INDEX offer_group_offers_position_idx ON offer_group_offers (offer_group_id, position);

-- Banners of a placement in order (fetchBannersByPlacement, homeSeasonalBanner).
CREATE INDEX banners_placement_idx ON banners (placement, position) WHERE placement IS NOT NULL;
