-- Search text holds only what a public card shows (issue 20): anyone can search, so any word in it can be
-- probed. Investors lose portfolio_highlights, businesses lose business_activities; investor identities were
-- never in it. Enumeration values appear as their readable labels' words (real_estate → 'real estate',
-- food_beverage → 'food beverage', series_a → 'series a'); place names and everyday industry words are aliases
-- of the regions and sectors (src/shared/listings/search-terms.ts). Empty fields add no space (concat_ws skips nulls), so
-- the words of the text are one space apart, as the search box's cleaned text is.
CREATE OR REPLACE FUNCTION business_profiles_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.company_name, replace(NEW.industry, '_', ' '), NEW.sub_industry,
    replace(NEW.business_stage, '_', ' '), NEW.headquarters, nullif(array_to_string(NEW.branches, ' '), ''),
    replace(NEW.purpose, '_', ' ')));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION investor_profiles_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.about,
    nullif(replace(array_to_string(NEW.preferred_industries, ' '), '_', ' '), ''),
    nullif(array_to_string(NEW.geographical_preference, ' '), ''),
    nullif(replace(array_to_string(NEW.investment_stage, ' '), '_', ' '), ''), replace(NEW.involvement_type, '_', ' ')));
  RETURN NEW;
END $$;--> statement-breakpoint
-- Rewrite every row's search text through the new functions. Nothing a person wrote changes, so the rows'
-- updated_at (which the match snapshot and the owner's "last changed" read) is left as it was.
ALTER TABLE business_profiles DISABLE TRIGGER business_profiles_updated_at;--> statement-breakpoint
UPDATE business_profiles SET search_text = search_text;--> statement-breakpoint
ALTER TABLE business_profiles ENABLE TRIGGER business_profiles_updated_at;--> statement-breakpoint
ALTER TABLE investor_profiles DISABLE TRIGGER investor_profiles_updated_at;--> statement-breakpoint
UPDATE investor_profiles SET search_text = search_text;--> statement-breakpoint
ALTER TABLE investor_profiles ENABLE TRIGGER investor_profiles_updated_at;
