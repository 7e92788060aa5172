-- The shopping loop on one machine (scripts/sandbox/services/affiliateLink/README.md): affiliate links
-- register launches (affiliate_launches, 001), the demo retailer site (/demo-retailer) records the shopper's
-- landing and demo orders, fetchAffiliateTransactionByLaunchId answers once the launch landed.

-- A launch the affiliate link service registers awaits the shopper's landing on the retailer site; until
-- then fetchAffiliateTransactionByLaunchId answers null. Seeded launches are earlier, finished trips: the
-- defaults (not awaiting, no landing recorded) keep the seed's rows as they were.
ALTER TABLE affiliate_launches
  ADD COLUMN awaiting_landing boolean NOT NULL DEFAULT false,
  ADD COLUMN landing_count integer NOT NULL DEFAULT 0 CHECK (landing_count >= 0),
  ADD COLUMN first_landed_at timestamptz,
  ADD COLUMN last_landed_at timestamptz,
  ADD CONSTRAINT affiliate_launches_landing_check CHECK (
    (landing_count = 0) = (first_landed_at IS NULL)
    AND (first_landed_at IS NULL) = (last_landed_at IS NULL)
    AND NOT (awaiting_landing AND landing_count > 0)
  );

-- Demo orders placed on the demo retailer site. Each credits the launch's customer a pending cash_credit
-- earnings item worth cash_back_cents (none when the launch has no customer or the offers give nothing).
CREATE TABLE affiliate_launch_orders (
  id text PRIMARY KEY CHECK (id ~ '^ord-[A-Za-z0-9]{20}$'),
  launch_id text NOT NULL REFERENCES affiliate_launches (id) ON DELETE CASCADE,
  -- The order form's one-time key: the same form submitted twice answers the order it already placed.
  order_key text NOT NULL CHECK (order_key ~ '^[A-Za-z0-9_-]{16,64}$'),
  order_total_cents integer NOT NULL CHECK (order_total_cents > 0),
  cash_back_cents integer NOT NULL CHECK (cash_back_cents >= 0 AND cash_back_cents <= order_total_cents),
  -- Offers of the launch that earned on this order.
  offers_matched integer NOT NULL DEFAULT 0 CHECK (offers_matched >= 0),
  earnings_item_id text UNIQUE REFERENCES earnings_items (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT affiliate_launch_orders_launch_key UNIQUE (launch_id, order_key)
);
CREATE INDEX affiliate_launch_orders_launch_idx ON affiliate_launch_orders (launch_id, created_at);
