-- Money out, part 2: the bank-linking stand-in's public tokens (scripts/sandbox/services/bankLinking).
--
-- The stand-in mints a public token when the shopper picks a bank account in the Link dialog
-- (POST /sandbox/plaid/public_token, authorised by a link token from getLinkToken); createACHAccount
-- exchanges it exactly once (UPDATE … SET exchanged_at … WHERE exchanged_at IS NULL), in the same
-- transaction that inserts the funding source, so a refused creation leaves the token usable.

CREATE TABLE bank_link_public_tokens (
  token text PRIMARY KEY CHECK (token ~ '^public-sandbox-[A-Za-z0-9-]{8,64}$'),
  link_token text NOT NULL REFERENCES link_tokens (token) ON DELETE CASCADE,
  -- The link token's customer: only they can exchange it.
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  link_session_id text NOT NULL CHECK (link_session_id <> ''),
  institution_id text NOT NULL,
  institution_name text NOT NULL,
  -- The chosen account, as Link's onSuccess metadata names it (accounts[0]).
  account_id text NOT NULL,
  account_name text NOT NULL,
  mask text NOT NULL CHECK (mask ~ '^[0-9]{4}$'),
  subtype text NOT NULL CHECK (subtype IN ('checking', 'savings')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  exchanged_at timestamptz,
  -- The funding source the exchange created.
  funding_source_id text REFERENCES funding_sources (id) ON DELETE SET NULL,
  CHECK (expires_at > created_at),
  CHECK (funding_source_id IS NULL OR exchanged_at IS NOT NULL)
);
CREATE INDEX bank_link_public_tokens_customer_idx ON bank_link_public_tokens (customer_id, created_at DESC);
CREATE INDEX link_tokens_customer_idx ON link_tokens (customer_id, created_at DESC);
