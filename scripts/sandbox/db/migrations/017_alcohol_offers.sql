-- Alcohol offers are only for customers over 21 (001 §1). How an offer is marked is not shown in the documents:
-- ours is a flag per offer, read by the catalogue session (services/catalogue/ageRestriction.ts).
ALTER TABLE offers ADD COLUMN alcohol boolean NOT NULL DEFAULT false;
CREATE INDEX offers_alcohol_idx ON offers (id) WHERE alcohol;
