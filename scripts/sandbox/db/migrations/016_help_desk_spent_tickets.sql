-- Help-desk sign-on tickets already used (issue 29): a ticket's jti is spent on first use, in the database every
-- instance shares, so the same sign-on URL cannot sign in twice. Rows past the ticket's expiry are purged.
CREATE TABLE help_desk_spent_tickets (
  jti text PRIMARY KEY,
  spent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
