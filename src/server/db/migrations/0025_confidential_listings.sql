-- Confidential listings (issue 49). Listings made before this stay named, as their owners published them. A
-- listing made from now on is confidential unless its owner names it: the API's profile schema defaults to it
-- (src/shared/profiles/profiles.ts); the column's own default only serves rows written without the API.
ALTER TABLE "business_profiles" ADD COLUMN "confidential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A confidential business's name is not in its search text, so searching for it finds nothing and costs what
-- any miss costs (the same trigram index). Otherwise the text is migration 0018's.
CREATE OR REPLACE FUNCTION business_profiles_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', CASE WHEN NEW.confidential THEN NULL ELSE NEW.company_name END,
    replace(NEW.industry, '_', ' '), NEW.sub_industry,
    replace(NEW.business_stage, '_', ' '), NEW.headquarters, nullif(array_to_string(NEW.branches, ' '), ''),
    replace(NEW.purpose, '_', ' ')));
  RETURN NEW;
END $$;
