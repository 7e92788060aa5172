-- The earnings history answers a withdrawal under its transfer's id (`tr-…`): earnings item ids stay out of
-- that space so one id names one history item.
ALTER TABLE earnings_items ADD CONSTRAINT earnings_items_id_not_transfer CHECK (id NOT LIKE 'tr-%');
