CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "business_profiles_industry_idx" ON "business_profiles" USING btree ("status","industry","created_at");--> statement-breakpoint
CREATE INDEX "business_profiles_stage_idx" ON "business_profiles" USING btree ("status","business_stage","created_at");--> statement-breakpoint
CREATE INDEX "business_profiles_hq_idx" ON "business_profiles" USING btree ("status","headquarters","created_at");--> statement-breakpoint
CREATE INDEX "business_profiles_branches_gin" ON "business_profiles" USING gin ("branches");--> statement-breakpoint
CREATE INDEX "business_profiles_search_trgm" ON "business_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investor_profiles_industries_gin" ON "investor_profiles" USING gin ("preferred_industries");--> statement-breakpoint
CREATE INDEX "investor_profiles_geo_gin" ON "investor_profiles" USING gin ("geographical_preference");--> statement-breakpoint
CREATE INDEX "investor_profiles_search_trgm" ON "investor_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Search text is kept by the database so that every writer (API, seed, CLI, SQL) keeps it right.
-- Investor search text holds no identity: names and firms are not searchable by non-admins.
CREATE OR REPLACE FUNCTION business_profiles_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.company_name, replace(coalesce(NEW.industry, ''), '_', ' '), NEW.sub_industry,
    NEW.business_stage, NEW.headquarters, array_to_string(NEW.branches, ' '), array_to_string(NEW.business_activities, ' '),
    replace(coalesce(NEW.purpose, ''), '_', ' ')));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER business_profiles_search_text BEFORE INSERT OR UPDATE ON business_profiles
  FOR EACH ROW EXECUTE FUNCTION business_profiles_search_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION investor_profiles_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.about, NEW.portfolio_highlights,
    replace(array_to_string(NEW.preferred_industries, ' '), '_', ' '), array_to_string(NEW.geographical_preference, ' '),
    replace(array_to_string(NEW.investment_stage, ' '), '_', ' '), replace(coalesce(NEW.involvement_type, ''), '_', ' ')));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER investor_profiles_search_text BEFORE INSERT OR UPDATE ON investor_profiles
  FOR EACH ROW EXECUTE FUNCTION investor_profiles_search_text();--> statement-breakpoint
UPDATE business_profiles SET search_text = search_text;--> statement-breakpoint
UPDATE investor_profiles SET search_text = search_text;
