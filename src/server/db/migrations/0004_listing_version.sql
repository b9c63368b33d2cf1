-- Public listing pages are cached per process under this counter (modules/listings/listings.cache.ts).
-- Every statement that writes a profile bumps it inside its own transaction, so the bump becomes
-- visible exactly when the write does, and a reader that reads the counter first never gets a page
-- older than the last committed write, whichever instance wrote it. The counter row is taken after
-- the profile row in every writer, so writers of one profile each cannot deadlock on it.
CREATE TABLE IF NOT EXISTS "listing_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "listing_version_single_row" CHECK ("listing_version"."id" = 1)
);--> statement-breakpoint
INSERT INTO "listing_version" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_listing_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_version (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = listing_version.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER business_profiles_listing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON business_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();--> statement-breakpoint
CREATE TRIGGER investor_profiles_listing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON investor_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
