CREATE TABLE "match_state_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_state_versions" ADD CONSTRAINT "match_state_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 25: match pages are kept in memory per reader; this counter says when a kept page of a user is out of date.
-- Rows are taken in user-id order, after the match row in every writer, so two writers of one pair cannot deadlock
-- on them. Users deleted in the same statement (account deletion's cascade) are skipped: nothing of theirs is kept.
CREATE OR REPLACE FUNCTION bump_match_state(user_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO match_state_versions (user_id, version)
    SELECT u, 1 FROM (SELECT DISTINCT u FROM unnest(user_ids) AS u) AS ids
    WHERE u IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE users.id = u)
    ORDER BY u
  ON CONFLICT (user_id) DO UPDATE SET version = match_state_versions.version + 1;
$$;--> statement-breakpoint
-- The two sides of a pair: a match row changed (hearts, Interested, Connect, declines, the introduction).
CREATE OR REPLACE FUNCTION matches_bump_match_state() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pair matches%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN pair := OLD; ELSE pair := NEW; END IF;
  PERFORM bump_match_state(ARRAY(
    SELECT user_id FROM business_profiles WHERE id = pair.business_profile_id
    UNION ALL
    SELECT user_id FROM investor_profiles WHERE id = pair.investor_profile_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER matches_match_state AFTER INSERT OR UPDATE OR DELETE ON matches
  FOR EACH ROW EXECUTE FUNCTION matches_bump_match_state();--> statement-breakpoint
-- A card links its deal room once introduced; a deal row names both users.
CREATE OR REPLACE FUNCTION deals_bump_match_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_match_state(ARRAY[OLD.owner_user_id, OLD.investor_user_id]);
  ELSE
    PERFORM bump_match_state(ARRAY[NEW.owner_user_id, NEW.investor_user_id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER deals_match_state AFTER INSERT OR DELETE OR UPDATE OF match_id ON deals
  FOR EACH ROW EXECUTE FUNCTION deals_bump_match_state();--> statement-breakpoint
-- An introduced card shows the counterpart's contact (name and email from users, phone and company from profiles).
CREATE OR REPLACE FUNCTION bump_match_state_of_introduced(owner uuid) RETURNS void LANGUAGE sql AS $$
  SELECT bump_match_state(ARRAY(
    SELECT ip.user_id FROM business_profiles bp
      JOIN matches m ON m.business_profile_id = bp.id AND m.introduced_at IS NOT NULL
      JOIN investor_profiles ip ON ip.id = m.investor_profile_id
      WHERE bp.user_id = owner
    UNION ALL
    SELECT bp.user_id FROM investor_profiles ip
      JOIN matches m ON m.investor_profile_id = ip.id AND m.introduced_at IS NOT NULL
      JOIN business_profiles bp ON bp.id = m.business_profile_id
      WHERE ip.user_id = owner));
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION contact_bump_match_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM bump_match_state_of_introduced(NEW.id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_match_state_of_introduced(OLD.user_id);
  ELSE
    PERFORM bump_match_state_of_introduced(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_contact_match_state AFTER UPDATE OF full_name, email ON users
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION contact_bump_match_state();--> statement-breakpoint
CREATE TRIGGER profiles_contact_match_state AFTER INSERT OR DELETE OR UPDATE OF phone, company_name ON profiles
  FOR EACH ROW EXECUTE FUNCTION contact_bump_match_state();
