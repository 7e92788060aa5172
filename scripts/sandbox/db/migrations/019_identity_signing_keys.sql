-- The identity provider's token signing keys, shared by every sandbox instance on this database (issue 19).
-- The newest key whose not_before has passed signs; every key not yet past retire_after verifies and is
-- published in the JWKS (a key is published before it signs, so every instance knows it in time).
CREATE TABLE identity_signing_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  not_before timestamptz NOT NULL,
  retire_after timestamptz,
  CHECK (retire_after IS NULL OR retire_after > not_before)
);
CREATE INDEX identity_signing_keys_not_before_idx ON identity_signing_keys (not_before DESC);
