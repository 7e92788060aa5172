-- Clipback sandbox schema (000 §3 and 001 §3 entities, the OpenAPI and GraphQL contracts in openapi/).
--
-- Conventions
-- - Money is an integer number of US cents in columns named *_cents; percentages are double precision
--   percent points (5.5 means 5.5%). No numeric columns.
-- - Catalogue ids (retailers, categories, offers, rewards, bonuses, banners…) are integers chosen by the
--   seed. Customer-owned records the API creates have text ids the API generates (or identity columns).
-- - Customer ids are text (the access token's sub, numeric in practice): new ones come from
--   customer_id_seq; the seed uses ids below its start.
-- - Enumerations are text with CHECK constraints (no CREATE TYPE: reset drops tables only).
-- - Values a client derives from time (expiringSoon, discoverableEndsSoon, recently expired bonuses) are
--   not stored: store the instant, compare it with now() when answering.

CREATE SEQUENCE customer_id_seq START WITH 100100;

-- Key → JSON facts about this database (which seed, scale, when).
CREATE TABLE sandbox_meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------------------------------------------
-- Catalogue: retailers and categories (000 §3)
-- ---------------------------------------------------------------------------------------------------

CREATE TABLE retailer_groups (
  id integer PRIMARY KEY CHECK (id > 0),
  name text NOT NULL CHECK (name <> ''),
  display_types text[] NOT NULL DEFAULT '{}',
  logo_url text
);

CREATE TABLE retailers (
  id integer PRIMARY KEY CHECK (id > 0),
  name text NOT NULL CHECK (name <> ''),
  display_type text,
  display_types text[] NOT NULL DEFAULT '{}',
  icon_url text,
  image_url text,
  about_text text,
  short_description text,
  -- Temporarily disabled retailers never appear in lists (000 §5).
  temp_disabled boolean NOT NULL DEFAULT false,
  top_percent_back double precision CHECK (top_percent_back > 0 AND top_percent_back <= 100),
  top_amount_back_cents integer CHECK (top_amount_back_cents > 0),
  top_awards text[] NOT NULL DEFAULT '{}',
  -- Sort key → score, e.g. {"POPULARITY": 0.82, "RECOMMENDED": 0.64}.
  sort_data jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(sort_data) = 'object'),
  -- May include AFFILIATE.
  redemption_strategies text[] NOT NULL DEFAULT '{}',
  verification_type text,
  -- Storewide pending-period wording; the client shows '7 days' when null.
  credit_pending_period text,
  retailer_group_id integer REFERENCES retailer_groups (id),
  web_retailer boolean NOT NULL DEFAULT false,
  web_url text,
  -- The retailer's landing page an affiliate launch redirects to (the launch URL adds lid-…).
  affiliate_url text,
  has_in_store_and_online_offers boolean NOT NULL DEFAULT false,
  -- Place in the home recommendations (homeRecommendedRetailers); null when not recommended.
  recommended_rank integer CHECK (recommended_rank >= 1),
  -- How a customer links an account here: 'credentials' (email + password form), 'direct' (OAuth
  -- direct integration, 1408); null when the retailer has no account linking.
  account_link_method text CHECK (account_link_method IN ('credentials', 'direct')),
  -- The account-not-linked modal shows for these when the link is not verified (000 §4).
  requires_account_link boolean NOT NULL DEFAULT false,
  -- Where else the retailer is available when the web does not show it (mobile-only redirect).
  other_platforms text[] NOT NULL DEFAULT '{}'
    CHECK (other_platforms <@ ARRAY['ios', 'android', 'extension']::text[]),
  -- The catalogue's default order.
  catalogue_position integer NOT NULL,
  CHECK (NOT requires_account_link OR account_link_method IS NOT NULL)
);
CREATE INDEX retailers_name_prefix_idx ON retailers (lower(name) text_pattern_ops);
CREATE INDEX retailers_name_words_idx ON retailers USING gin (to_tsvector('simple', name));
CREATE INDEX retailers_group_idx ON retailers (retailer_group_id) WHERE retailer_group_id IS NOT NULL;
CREATE UNIQUE INDEX retailers_recommended_rank_key ON retailers (recommended_rank) WHERE recommended_rank IS NOT NULL;
CREATE INDEX retailers_catalogue_position_idx ON retailers (catalogue_position);

CREATE TABLE categories (
  id integer PRIMARY KEY CHECK (id > 0),
  name text NOT NULL CHECK (name <> ''),
  -- retailerCategoryNodes(type): the app asks for NORMAL.
  type text NOT NULL DEFAULT 'NORMAL',
  icon_url text,
  card_url text,
  seo_long_description text,
  seo_short_description text,
  -- Position from the fixed sort-order map (CATEGORY_SORT_ORDER_IDS, 1..18); null for unmapped categories.
  sort_order integer CHECK (sort_order >= 1),
  background_treatment_color text,
  icon_treatment_url text,
  catalogue_position integer NOT NULL
);
CREATE UNIQUE INDEX categories_sort_order_key ON categories (sort_order) WHERE sort_order IS NOT NULL;

CREATE TABLE category_retailers (
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  retailer_id integer NOT NULL REFERENCES retailers (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (category_id, retailer_id)
);
CREATE INDEX category_retailers_retailer_idx ON category_retailers (retailer_id);

-- ---------------------------------------------------------------------------------------------------
-- Catalogue: offers and rewards (000 §3)
-- ---------------------------------------------------------------------------------------------------

CREATE TABLE offers (
  id integer PRIMARY KEY CHECK (id > 0),
  name text NOT NULL CHECK (name <> ''),
  description text,
  about text,
  -- Offer.url: the image URL.
  image_url text,
  -- Display text such as 'Up to 5%'.
  current_value text,
  generic_current_value text,
  old_value text,
  percent_back double precision CHECK (percent_back > 0 AND percent_back <= 100),
  amount_cents integer CHECK (amount_cents > 0),
  terms text,
  legal text,
  -- nonaffiliate means a consumer-goods (item) offer.
  attribution_method text NOT NULL CHECK (attribution_method IN ('affiliate', 'nonaffiliate')),
  offer_type text NOT NULL DEFAULT 'default' CHECK (offer_type IN ('default', 'hero')),
  any_brand boolean NOT NULL DEFAULT false,
  any_item boolean NOT NULL DEFAULT false,
  combo boolean NOT NULL DEFAULT false,
  customer_order_method text NOT NULL DEFAULT 'any' CHECK (customer_order_method IN ('any', 'in-store', 'online')),
  -- discoverability: isDiscoverable, and when discovery ends (discoverability.expiration;
  -- discoverableEndsSoon is derived from it).
  is_discoverable boolean NOT NULL DEFAULT true,
  discoverable_until timestamptz,
  -- expiringSoon is derived from expiration.
  expiration timestamptz,
  flex_spend boolean NOT NULL DEFAULT false,
  flex_spend_total_cents integer CHECK (flex_spend_total_cents > 0),
  multiples_count integer CHECK (multiples_count >= 1),
  redemption_max integer CHECK (redemption_max >= 1),
  offer_segment_id integer,
  segment_id integer,
  waved_image_award_tags text[] NOT NULL DEFAULT '{}',
  -- Ordering scores: RECOMMENDED uses 'mlr', POPULARITY uses 'opop' (000 §7).
  recommended_score double precision NOT NULL DEFAULT 0,
  popularity_score double precision NOT NULL DEFAULT 0,
  catalogue_position integer NOT NULL,
  CHECK (flex_spend OR flex_spend_total_cents IS NULL)
);
CREATE INDEX offers_name_prefix_idx ON offers (lower(name) text_pattern_ops);
CREATE INDEX offers_name_words_idx ON offers USING gin (to_tsvector('simple', name));
CREATE INDEX offers_attribution_idx ON offers (attribution_method, catalogue_position);
CREATE INDEX offers_expiration_idx ON offers (expiration) WHERE expiration IS NOT NULL;
CREATE INDEX offers_catalogue_position_idx ON offers (catalogue_position);
CREATE INDEX offers_recommended_idx ON offers (recommended_score DESC);
CREATE INDEX offers_popularity_idx ON offers (popularity_score DESC);

-- Offer.retailers and Offer.availableAtRetailers.
CREATE TABLE offer_retailers (
  offer_id integer NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  retailer_id integer NOT NULL REFERENCES retailers (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (offer_id, retailer_id)
);
CREATE INDEX offer_retailers_retailer_idx ON offer_retailers (retailer_id, offer_id);

CREATE TABLE offer_groups (
  id integer PRIMARY KEY CHECK (id > 0),
  name text NOT NULL CHECK (name <> '')
);
CREATE TABLE offer_group_offers (
  offer_group_id integer NOT NULL REFERENCES offer_groups (id) ON DELETE CASCADE,
  offer_id integer NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (offer_group_id, offer_id)
);
CREATE INDEX offer_group_offers_offer_idx ON offer_group_offers (offer_id);

-- Offer tags: a tag name maps to offer ids (offerTag(name, limit 200)).
CREATE TABLE offer_tags (
  name text PRIMARY KEY CHECK (name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  display_name text NOT NULL
);
CREATE TABLE offer_tag_offers (
  tag_name text NOT NULL REFERENCES offer_tags (name) ON DELETE CASCADE,
  offer_id integer NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tag_name, offer_id)
);
CREATE INDEX offer_tag_offers_offer_idx ON offer_tag_offers (offer_id);

-- Purchase categories of offers at a retailer (Offer.offerRetailerPurchaseCategories; the category
-- containers of fetchOfferCategoriesContainerIdsOnly). 1545 and 1088 are preferred at launch.
CREATE TABLE purchase_categories (
  id integer PRIMARY KEY CHECK (id > 0),
  display_name text NOT NULL CHECK (display_name <> '')
);
CREATE TABLE offer_purchase_categories (
  offer_id integer NOT NULL,
  purchase_category_id integer NOT NULL REFERENCES purchase_categories (id),
  retailer_id integer NOT NULL,
  percent_cash_back double precision CHECK (percent_cash_back > 0 AND percent_cash_back <= 100),
  PRIMARY KEY (offer_id, purchase_category_id),
  -- The offer must be available at that retailer.
  FOREIGN KEY (offer_id, retailer_id) REFERENCES offer_retailers (offer_id, retailer_id) ON DELETE CASCADE
);
CREATE INDEX offer_purchase_categories_retailer_idx ON offer_purchase_categories (retailer_id, purchase_category_id);

-- Rewards of offers (instant, sweepstakes, …) and of retailers (shop_now shows an amount in cents; other
-- retailer rewards a percent).
CREATE TABLE rewards (
  id integer PRIMARY KEY CHECK (id > 0),
  type text NOT NULL CHECK (type <> ''),
  amount double precision CHECK (amount > 0),
  answer text,
  content text,
  engagement_id integer,
  legal text,
  thumb text,
  url text,
  weight double precision,
  -- Set for a retailer's reward.
  retailer_id integer REFERENCES retailers (id) ON DELETE CASCADE,
  CHECK (type <> 'shop_now' OR retailer_id IS NOT NULL)
);
CREATE INDEX rewards_retailer_idx ON rewards (retailer_id) WHERE retailer_id IS NOT NULL;
-- Offer.rewards, and Reward.linkedOfferIds the other way round.
CREATE TABLE offer_rewards (
  offer_id integer NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  reward_id integer NOT NULL REFERENCES rewards (id) ON DELETE CASCADE,
  PRIMARY KEY (offer_id, reward_id)
);
CREATE INDEX offer_rewards_reward_idx ON offer_rewards (reward_id);

-- ---------------------------------------------------------------------------------------------------
-- Catalogue: banners, bonuses, gift cards, products, search terms
-- ---------------------------------------------------------------------------------------------------

-- A link starting 'retailer/' points to a retailer; any other link is an in-app path (001 §2).
CREATE TABLE banners (
  id integer PRIMARY KEY CHECK (id > 0),
  name text NOT NULL,
  link text NOT NULL CHECK (link <> ''),
  tablet_url text,
  desktop_url text,
  alt_text text,
  context text NOT NULL CHECK (context IN ('retailer', 'category', 'home', 'promo', 'seasonal')),
  -- fetchBannersByPlacement / homeSeasonalBanner(placement HOMESEASONAL).
  placement text,
  retailer_id integer REFERENCES retailers (id) ON DELETE CASCADE,
  category_id integer REFERENCES categories (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  starts_at timestamptz,
  ends_at timestamptz,
  CHECK (context <> 'retailer' OR retailer_id IS NOT NULL),
  CHECK (context <> 'category' OR category_id IS NOT NULL),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX banners_context_idx ON banners (context, placement, position);
CREATE INDEX banners_retailer_idx ON banners (retailer_id) WHERE retailer_id IS NOT NULL;
CREATE INDEX banners_category_idx ON banners (category_id) WHERE category_id IS NOT NULL;

CREATE TABLE bonuses (
  id integer PRIMARY KEY CHECK (id > 0),
  name text NOT NULL CHECK (name <> ''),
  amount_cents integer CHECK (amount_cents > 0),
  -- featured, or recentlyExpired; null otherwise. The seed marks recently expired bonuses by an expiration
  -- in the past (the API answers them with bonusType recentlyExpired).
  bonus_type text CHECK (bonus_type IN ('featured', 'recentlyExpired')),
  -- Slug of the bonuses-bonusCategory route, e.g. 'grocery-bonuses'.
  category text CHECK (category ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  completed_image_url text,
  uncompleted_image_url text,
  -- Card text, then a 'How to complete this bonus' heading line and the spotlight part.
  description text,
  starts_at timestamptz,
  expiration timestamptz,
  discoverable_until timestamptz,
  other_reward text,
  retailer_id integer REFERENCES retailers (id),
  -- FUNDED bonuses are paid through their offers (dropped when none is supported).
  internal_type text,
  catalogue_position integer NOT NULL
);
CREATE INDEX bonuses_expiration_idx ON bonuses (expiration);
-- Bonus.bonusQualifications: step n is completed once a customer's progress_count reaches n.
CREATE TABLE bonus_qualifications (
  bonus_id integer NOT NULL REFERENCES bonuses (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 1),
  progress_description text NOT NULL,
  PRIMARY KEY (bonus_id, position)
);
CREATE TABLE bonus_offers (
  bonus_id integer NOT NULL REFERENCES bonuses (id) ON DELETE CASCADE,
  offer_id integer NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  PRIMARY KEY (bonus_id, offer_id)
);
CREATE INDEX bonus_offers_offer_idx ON bonus_offers (offer_id);

CREATE TABLE buyable_gift_cards (
  id text PRIMARY KEY,
  name text NOT NULL,
  retailer_id integer REFERENCES retailers (id),
  image_url text,
  percent_back double precision CHECK (percent_back > 0 AND percent_back <= 100),
  denominations_cents integer[] NOT NULL DEFAULT '{}' CHECK (0 < ALL (denominations_cents)),
  terms text,
  available boolean NOT NULL DEFAULT true
);

-- Extension product search (POST /search, GET /product).
CREATE TABLE products (
  upc text PRIMARY KEY CHECK (upc ~ '^[0-9]{12,14}$'),
  name text NOT NULL,
  image_url text
);
CREATE INDEX products_name_words_idx ON products USING gin (to_tsvector('simple', name));
CREATE TABLE product_retailers (
  upc text NOT NULL REFERENCES products (upc) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  retailer_id integer REFERENCES retailers (id),
  price_cents integer CHECK (price_cents > 0),
  url text,
  in_stock boolean,
  PRIMARY KEY (upc, position)
);

-- popularSearchTerms: global terms (retailer_id null) and retailer-specific ones.
CREATE TABLE popular_search_terms (
  id integer PRIMARY KEY CHECK (id > 0),
  term text NOT NULL CHECK (term <> ''),
  retailer_id integer REFERENCES retailers (id) ON DELETE CASCADE,
  rank integer NOT NULL CHECK (rank >= 1)
);
CREATE INDEX popular_search_terms_scope_idx ON popular_search_terms (retailer_id, rank);

-- ---------------------------------------------------------------------------------------------------
-- Configuration
-- ---------------------------------------------------------------------------------------------------

-- Feature flags (domain FLAG keys) → value; seeded from scripts/sandbox/seed/flags.json.
CREATE TABLE feature_flags (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- monolith/fetchWebAppConfigByKey.
CREATE TABLE web_app_config (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

-- Settings (001 §3): definitions (reference data, 002) and each customer's values.
CREATE TABLE setting_definitions (
  name text PRIMARY KEY,
  -- The settings collection: Advertising, Analytics, Functional, SaleOfInfo (privacy) or Email.
  collection text NOT NULL,
  display_name text NOT NULL,
  form_type text NOT NULL DEFAULT 'checkbox',
  customer_display boolean NOT NULL DEFAULT true,
  default_value boolean NOT NULL DEFAULT false,
  is_privacy boolean NOT NULL DEFAULT false,
  position integer NOT NULL
);

CREATE TABLE security_checkup_items (
  id text PRIMARY KEY,
  name text NOT NULL,
  position integer NOT NULL
);

-- ---------------------------------------------------------------------------------------------------
-- Customers and identity (001 §3)
-- ---------------------------------------------------------------------------------------------------

CREATE TABLE customers (
  id text PRIMARY KEY DEFAULT nextval('customer_id_seq')::text CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  first_name text NOT NULL CHECK (first_name <> ''),
  last_name text,
  email text NOT NULL CHECK (position('@' in email) > 1),
  -- YYYY-MM-DD.
  birth_date date,
  zip text CHECK (zip ~ '^[0-9]{5}$'),
  referral_code text NOT NULL UNIQUE,
  referred_by_customer_id text REFERENCES customers (id),
  profile_picture_url text,
  -- Money: integer cents, never negative. The balance is what can be withdrawn.
  balance_cents integer NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  lifetime_earnings_cents integer NOT NULL DEFAULT 0 CHECK (lifetime_earnings_cents >= 0),
  -- Whole dollars, as the document states it (default 20).
  minimum_paypal_amount_dollars integer NOT NULL DEFAULT 20 CHECK (minimum_paypal_amount_dollars > 0),
  -- The access token's rat; "new saver" within 7 days.
  join_date timestamptz NOT NULL DEFAULT now(),
  -- firstTransactionTimePassed compares this with the cashoutAgeThreshold flag.
  first_transaction_at timestamptz,
  -- E.164, once verified (phone_verifications holds attempts).
  phone_number text CHECK (phone_number ~ '^\+[1-9][0-9]{6,14}$'),
  phone_verified_at timestamptz,
  email_confirmed_at timestamptz,
  -- Registration payload extras.
  early_identifier text,
  device_id text,
  ip_address text,
  app_version text,
  -- Account protections (001 §6): withdrawals or adding a bank account can be disabled.
  withdrawals_disabled boolean NOT NULL DEFAULT false,
  adding_account_disabled boolean NOT NULL DEFAULT false,
  beta_tester boolean NOT NULL DEFAULT false,
  extension_ineligible boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (phone_verified_at IS NULL OR phone_number IS NOT NULL)
);
CREATE UNIQUE INDEX customers_email_key ON customers (lower(email));
-- A verified phone number belongs to one account ('Phone number linked to another account').
CREATE UNIQUE INDEX customers_verified_phone_key ON customers (phone_number) WHERE phone_verified_at IS NOT NULL;

-- Sign-in accounts of the sandbox identity provider (customer info's auth0Accounts: id + connection).
CREATE TABLE identity_accounts (
  id text PRIMARY KEY,
  email text NOT NULL CHECK (position('@' in email) > 1),
  -- scrypt$N$r$p$saltB64$hashB64 (scripts/sandbox/db/passwords.ts).
  password_hash text NOT NULL CHECK (password_hash LIKE 'scrypt$%'),
  -- Null until registration (POST /auth0_customers) creates the customer.
  customer_id text REFERENCES customers (id) ON DELETE SET NULL,
  connection text NOT NULL DEFAULT 'Username-Password-Authentication',
  email_verified boolean NOT NULL DEFAULT false,
  -- Account lock after too many wrong passwords (001 §4), cleared by unlock.
  failed_login_count integer NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
  locked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX identity_accounts_email_key ON identity_accounts (lower(email));
CREATE INDEX identity_accounts_customer_idx ON identity_accounts (customer_id) WHERE customer_id IS NOT NULL;

-- Storage for the identity provider's models (oidc-provider adapter: sessions, grants, codes, tokens,
-- interactions), so sign-ins survive a sandbox restart.
CREATE TABLE identity_provider_store (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX identity_provider_store_grant_idx ON identity_provider_store (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX identity_provider_store_uid_idx ON identity_provider_store (uid) WHERE uid IS NOT NULL;
CREATE INDEX identity_provider_store_user_code_idx ON identity_provider_store (user_code) WHERE user_code IS NOT NULL;
CREATE INDEX identity_provider_store_expires_idx ON identity_provider_store (expires_at) WHERE expires_at IS NOT NULL;

CREATE TABLE customer_settings (
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL REFERENCES setting_definitions (name),
  value boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, name)
);

-- A missing row means INCOMPLETE (the documents' default).
CREATE TABLE customer_security_checkup (
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES security_checkup_items (id),
  status text NOT NULL DEFAULT 'INCOMPLETE' CHECK (status IN ('COMPLETE', 'INCOMPLETE', 'SKIP', 'ERROR')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, item_id)
);

-- Links from e-mails: fetch/updateEmailSettingsWithToken.
CREATE TABLE email_settings_tokens (
  token text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX email_settings_tokens_customer_idx ON email_settings_tokens (customer_id);

CREATE TABLE email_confirmations (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  email text NOT NULL,
  token text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'expired')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  CHECK ((status = 'confirmed') = (confirmed_at IS NOT NULL))
);
CREATE INDEX email_confirmations_customer_idx ON email_confirmations (customer_id, created_at DESC);

-- Phone verification (001 §3): send a 7-digit code, verify, resend. The sandbox keeps the code (it sends
-- no SMS; the code also lands in outbox_messages).
CREATE TABLE phone_verifications (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  reference_id text NOT NULL UNIQUE,
  phone_number text NOT NULL CHECK (phone_number ~ '^\+[1-9][0-9]{6,14}$'),
  code text NOT NULL CHECK (code ~ '^[0-9]{7}$'),
  verified boolean NOT NULL DEFAULT false,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  resend_count integer NOT NULL DEFAULT 0 CHECK (resend_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  CHECK (verified = (verified_at IS NOT NULL))
);
CREATE INDEX phone_verifications_customer_idx ON phone_verifications (customer_id, created_at DESC);

-- Messages the sandbox "sends" (e-mail, SMS): referral invites, app download links, password resets,
-- e-mail confirmations, phone codes. Nothing leaves the machine.
CREATE TABLE outbox_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  template text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  customer_id text REFERENCES customers (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (recipient, created_at DESC);

CREATE TABLE personal_data_requests (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'expired')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  -- ready_at + 7 days.
  expires_at timestamptz
);
CREATE INDEX personal_data_requests_customer_idx ON personal_data_requests (customer_id, requested_at DESC);

CREATE TABLE referral_invites (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (position('@' in email) > 1),
  status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'registered', 'qualified')),
  invited_customer_id text REFERENCES customers (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX referral_invites_customer_email_key ON referral_invites (customer_id, lower(email));

-- ---------------------------------------------------------------------------------------------------
-- Customer activity
-- ---------------------------------------------------------------------------------------------------

-- Retailer account links (credential integrations). Status words are compared case-insensitively:
-- verified, pending, checking, cancelled, invalid, taken, unknown, pendingdisconnect…
CREATE TABLE credential_integrations (
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  retailer_id integer NOT NULL REFERENCES retailers (id),
  status text NOT NULL CHECK (status <> ''),
  -- Verified but locked: multi-factor authentication needed (retailer 1144).
  locked boolean NOT NULL DEFAULT false,
  link_method text NOT NULL DEFAULT 'credentials' CHECK (link_method IN ('credentials', 'direct')),
  linked_email text,
  share_purchase_history boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, retailer_id)
);

-- OAuth link attempts (walmartOAuthServiceLogin / fetchLinkingUri state, checked on return).
CREATE TABLE oauth_link_states (
  state text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  retailer_id integer NOT NULL REFERENCES retailers (id),
  goto text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE favorite_retailers (
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  retailer_id integer NOT NULL REFERENCES retailers (id),
  sort_order integer NOT NULL CHECK (sort_order >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, retailer_id)
);
CREATE INDEX favorite_retailers_order_idx ON favorite_retailers (customer_id, sort_order);

CREATE TABLE favorite_categories (
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (id),
  favorite_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, category_id)
);

-- contentServer/retailerViewed; the API keeps the latest 6 (LIMITS.RECENTLY_VIEWED_RETAILERS_KEPT).
CREATE TABLE recently_viewed_retailers (
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  retailer_id integer NOT NULL REFERENCES retailers (id),
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, retailer_id)
);
CREATE INDEX recently_viewed_retailers_recent_idx ON recently_viewed_retailers (customer_id, viewed_at DESC);

-- Offers on a customer's list (PUT /v2/customers/{id}/offers/{offerId}.json; deactivate deletes the row).
CREATE TABLE unlocked_offers (
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  offer_id integer NOT NULL REFERENCES offers (id),
  activated_retailer_id integer NOT NULL REFERENCES retailers (id),
  current_value text,
  segment_id integer,
  offer_segment_id integer,
  -- Instant rewards only.
  reward_ids integer[] NOT NULL DEFAULT '{}',
  platform text NOT NULL DEFAULT 'SelectionChannelDetails_WEB'
    CHECK (platform IN ('SelectionChannelDetails_WEB', 'SelectionChannelDetails_MOBILE_WEB')),
  unlocked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, offer_id),
  -- Unlocked at one of the offer's retailers.
  FOREIGN KEY (offer_id, activated_retailer_id) REFERENCES offer_retailers (offer_id, retailer_id)
);
CREATE INDEX unlocked_offers_retailer_idx ON unlocked_offers (customer_id, activated_retailer_id);
CREATE INDEX unlocked_offers_recent_idx ON unlocked_offers (customer_id, unlocked_at DESC);

-- A customer's progress on a bonus. Views (001 §4): completed; featured (bonus_type); inProgress
-- (progress_count > 0); recently expired (expiration past); otherwise forYou.
CREATE TABLE customer_bonuses (
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  bonus_id integer NOT NULL REFERENCES bonuses (id),
  progress_count integer NOT NULL DEFAULT 0 CHECK (progress_count >= 0),
  completed boolean NOT NULL DEFAULT false,
  completed_at timestamptz,
  amount_earned_cents integer NOT NULL DEFAULT 0 CHECK (amount_earned_cents >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, bonus_id),
  CHECK (completed = (completed_at IS NOT NULL))
);

CREATE TABLE receipts (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  retailer_id integer REFERENCES retailers (id),
  status text NOT NULL CHECK (status IN ('pending', 'processed')),
  reversed boolean NOT NULL DEFAULT false,
  purchase_date date,
  credit_date date,
  total_cents integer CHECK (total_cents > 0),
  offers_matched integer NOT NULL DEFAULT 0 CHECK (offers_matched >= 0),
  offer_earnings_cents integer NOT NULL DEFAULT 0 CHECK (offer_earnings_cents >= 0),
  bonus_earnings_cents integer NOT NULL DEFAULT 0 CHECK (bonus_earnings_cents >= 0),
  cash_back_cents integer NOT NULL DEFAULT 0 CHECK (cash_back_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX receipts_customer_idx ON receipts (customer_id, created_at DESC);
CREATE TABLE receipt_lines (
  receipt_id text NOT NULL REFERENCES receipts (id) ON DELETE CASCADE,
  line_no integer NOT NULL CHECK (line_no >= 1),
  name text NOT NULL,
  offer_id integer REFERENCES offers (id),
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  earnings_cents integer CHECK (earnings_cents >= 0),
  PRIMARY KEY (receipt_id, line_no)
);

-- Transaction history (001 §2). amount_cents is what the row is worth (> 0); reversed rows stay listed.
CREATE TABLE earnings_items (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('bonus', 'gift_card', 'manual', 'cash_credit', 'referral')),
  status text NOT NULL CHECK (status IN ('pending', 'processed')),
  reversed boolean NOT NULL DEFAULT false,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  -- EarningsItem.date; the `before` cursor compares against it.
  recorded_at timestamptz NOT NULL DEFAULT now(),
  title text NOT NULL,
  retailer_id integer REFERENCES retailers (id),
  receipt_id text REFERENCES receipts (id),
  gift_card_id text REFERENCES buyable_gift_cards (id),
  bonus_id integer REFERENCES bonuses (id),
  purchase_date date,
  credit_date date,
  offers_matched integer CHECK (offers_matched >= 0),
  offer_earnings_cents integer CHECK (offer_earnings_cents >= 0),
  bonus_earnings_cents integer CHECK (bonus_earnings_cents >= 0),
  cash_back_earned_cents integer CHECK (cash_back_earned_cents >= 0),
  cash_back_pending_cents integer CHECK (cash_back_pending_cents >= 0),
  referral_amount_cents integer CHECK (referral_amount_cents >= 0),
  credit_amount_cents integer CHECK (credit_amount_cents >= 0)
);
CREATE INDEX earnings_items_customer_date_idx ON earnings_items (customer_id, recorded_at DESC, id DESC);

-- ---------------------------------------------------------------------------------------------------
-- Money out: bank accounts and withdrawals (payments GraphQL)
-- ---------------------------------------------------------------------------------------------------

CREATE TABLE link_tokens (
  token text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expiration timestamptz NOT NULL
);

CREATE TABLE funding_sources (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  funding_type text NOT NULL CHECK (funding_type IN ('CHECKING', 'SAVINGS')),
  vendor_type text,
  institution_id text,
  institution_name text,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  -- Base64 image (png, jpg or jpeg).
  logo text,
  color text,
  -- ACTIVE for a usable account (FUNDING_SOURCE_ACTIVE_STATUS); INACTIVE once deactivated.
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  expiry_year integer CHECK (expiry_year BETWEEN 2000 AND 2100),
  expiry_month integer CHECK (expiry_month BETWEEN 1 AND 12),
  plaid_account_id text,
  link_session_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  deactivated_at timestamptz,
  UNIQUE (customer_id, id),
  CHECK ((status = 'INACTIVE') = (deactivated_at IS NOT NULL))
);
-- Only one checking and one savings account (001 §5).
CREATE UNIQUE INDEX funding_sources_one_active_per_type_key ON funding_sources (customer_id, funding_type)
  WHERE status = 'ACTIVE';

-- Withdrawals (executeTransferOut). The API debits customers.balance_cents in the same transaction, after
-- SELECT … FOR UPDATE on the customer row; balance_cents >= 0 refuses an overdraft. A replay of an
-- idempotency key answers the stored row when request_hash matches (else IDEMPOTENCY_KEY_REUSED).
CREATE TABLE transfers (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  funding_source_id text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed')),
  idempotency_key text NOT NULL CHECK (idempotency_key <> ''),
  -- Hash (e.g. sha256 hex) of the request parameters: fundingSourceId, amount, sessionId.
  request_hash text NOT NULL,
  session_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  -- The funding source must be the customer's own.
  FOREIGN KEY (customer_id, funding_source_id) REFERENCES funding_sources (customer_id, id),
  CONSTRAINT transfers_customer_idempotency_key UNIQUE (customer_id, idempotency_key),
  CHECK ((status = 'completed') = (completed_at IS NOT NULL))
);
CREATE INDEX transfers_customer_idx ON transfers (customer_id, created_at DESC);
-- 'A pending withdrawal blocks removal' of its funding source.
CREATE INDEX transfers_pending_source_idx ON transfers (funding_source_id) WHERE status = 'pending';

-- ---------------------------------------------------------------------------------------------------
-- Shopping: launches, shopping lists, tracking
-- ---------------------------------------------------------------------------------------------------

-- Retailer launches (affiliate links): launch id 'lid-' + 32 alphanumerics; the transaction it registered
-- answers fetchAffiliateTransactionByLaunchId.
CREATE TABLE affiliate_launches (
  id text PRIMARY KEY CHECK (id ~ '^lid-[A-Za-z0-9]{32}$'),
  customer_id text REFERENCES customers (id) ON DELETE CASCADE,
  retailer_id integer NOT NULL REFERENCES retailers (id),
  offer_ids integer[] NOT NULL DEFAULT '{}',
  launched_offer_id integer REFERENCES offers (id),
  landing_page_url text,
  client text NOT NULL DEFAULT 'WEB',
  -- The https affiliate URL carrying the launch id.
  url text NOT NULL CHECK (url LIKE 'https://%'),
  transaction_id text NOT NULL UNIQUE,
  -- Display text of the offer value, e.g. 'Up to 5%'.
  offer_value text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX affiliate_launches_customer_idx ON affiliate_launches (customer_id, created_at DESC);
CREATE INDEX affiliate_launches_retailer_idx ON affiliate_launches (retailer_id, id);

-- List-to-offers: the latest list per customer is the current one (GET /listToOffers).
CREATE TABLE shopping_lists (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  retailer_id integer NOT NULL REFERENCES retailers (id),
  list text NOT NULL,
  -- [{ searchTerm, title, offers: [offer ids] }] as matched.
  matched_offers jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(matched_offers) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shopping_lists_customer_idx ON shopping_lists (customer_id, created_at DESC, id DESC);

CREATE TABLE list_to_offers_feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  shopping_list_id bigint REFERENCES shopping_lists (id) ON DELETE SET NULL,
  retailer_id integer REFERENCES retailers (id),
  frequency text NOT NULL CHECK (frequency IN ('never', 'rarely', 'sometimes', 'often', 'always')),
  additional_text text CHECK (char_length(additional_text) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX list_to_offers_feedback_customer_idx ON list_to_offers_feedback (customer_id, created_at DESC);

-- Tracking events as received. customer_id is what the client sent (anonymous or unknown ids are kept as
-- sent), hence no foreign key.
CREATE TABLE tracking_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  screen_name text,
  properties jsonb NOT NULL DEFAULT '{}',
  headers jsonb NOT NULL DEFAULT '{}',
  customer_id text,
  session_id text,
  occurred_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_events_created_idx ON tracking_events (created_at DESC, id DESC);
CREATE INDEX tracking_events_name_idx ON tracking_events (name, created_at DESC);
