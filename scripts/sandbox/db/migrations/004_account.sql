-- Customer-account side of the sandbox (services/main, gateway monolith and walmartOAuthService).

-- The one-time code the sandbox's stand-in OAuth provider hands back with the state
-- (walmartOAuthServiceLogin → walmartLinkCustomerAccount {code, state}).
ALTER TABLE oauth_link_states ADD COLUMN code text;

-- Unlock links e-mailed when too many wrong passwords lock an account (001 §4 "Account lock");
-- POST /web_v1/account_unlocks.json spends one.
CREATE TABLE account_unlock_tokens (
  token text PRIMARY KEY,
  identity_account_id text NOT NULL REFERENCES identity_accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX account_unlock_tokens_account_idx ON account_unlock_tokens (identity_account_id);

-- List-to-offers feedback is accepted once per customer (001 §5): a second submit is a 409.
CREATE UNIQUE INDEX list_to_offers_feedback_customer_key ON list_to_offers_feedback (customer_id);
