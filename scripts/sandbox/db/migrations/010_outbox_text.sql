-- The outbox as a person reads it (issue 14): each message's subject (e-mail), text, the links and the
-- 6-7 digit codes found in the text, and when it was sent. Recipients are stored normalised: an e-mail
-- lower-cased, a phone as E.164, so GET /sandbox/outbox matches any spelling of them.
ALTER TABLE outbox_messages
  ADD COLUMN subject text,
  ADD COLUMN text text NOT NULL DEFAULT '',
  ADD COLUMN links jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN codes jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN sent_at timestamptz;
UPDATE outbox_messages SET sent_at = created_at WHERE sent_at IS NULL;
ALTER TABLE outbox_messages ALTER COLUMN sent_at SET NOT NULL, ALTER COLUMN sent_at SET DEFAULT now();
CREATE INDEX outbox_messages_recipient_sent_idx ON outbox_messages (recipient, sent_at DESC, id DESC);
