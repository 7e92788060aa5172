-- Password reset (issue 12): the e-mailed link's token, kept as its SHA-256 only, used once, expiring; and
-- the counters that throttle reset requests per address and per client.

CREATE TABLE password_reset_tokens (
  -- hex SHA-256 of the token in the link (scripts/sandbox/identity/passwordResets.ts).
  token_hash text PRIMARY KEY,
  identity_account_id text NOT NULL REFERENCES identity_accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set when the password is reset with it, or when another of the account's links is used first.
  used_at timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX password_reset_tokens_account_idx ON password_reset_tokens (identity_account_id) WHERE used_at IS NULL;

-- One fixed window per key ('address:<sha-256>' or 'client:<remote address>'): one row, counted atomically.
CREATE TABLE request_throttle_windows (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  requests integer NOT NULL CHECK (requests > 0)
);
