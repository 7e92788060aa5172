-- Issue 16: a credential link moves on like a real linking backend's. A new link is pending and carries what it
-- will settle to (verified, or invalid for the sandbox's bad password) and when; its status is read as the
-- settled one from that moment on (scripts/sandbox/services/account/linkSettling.ts), so no timer is needed and a
-- restart changes nothing. Both null for seeded and direct links, which never move on by themselves.
ALTER TABLE credential_integrations ADD COLUMN settles_to text CHECK (settles_to IS NULL OR settles_to <> '');
ALTER TABLE credential_integrations ADD COLUMN settles_at timestamptz;
