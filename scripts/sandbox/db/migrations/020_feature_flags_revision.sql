-- A revision number per shared table that instances cache (issue 19): every statement that changes
-- feature_flags bumps it, whoever runs it (an instance's PUT /sandbox/flags, another instance, SQL by hand),
-- so an instance's in-process copy of the flags is checked against one primary-key read and never goes stale.
CREATE TABLE shared_revisions (
  name text PRIMARY KEY,
  revision bigint NOT NULL DEFAULT 0
);
INSERT INTO shared_revisions (name) VALUES ('feature_flags');

CREATE FUNCTION bump_feature_flags_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shared_revisions SET revision = revision + 1 WHERE name = 'feature_flags';
  RETURN NULL;
END
$$;

CREATE TRIGGER feature_flags_revision
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feature_flags
  FOR EACH STATEMENT EXECUTE FUNCTION bump_feature_flags_revision();
