ALTER TABLE "business_profiles" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "highlights" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "deal_type" text;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "sale_reason" text;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_deal_type_check" CHECK ("business_profiles"."deal_type" is null or "business_profiles"."deal_type" in ('full_sale', 'majority_stake', 'minority_stake', 'growth_capital', 'debt'));--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_sale_reason_check" CHECK ("business_profiles"."sale_reason" is null or "business_profiles"."sale_reason" in ('retirement', 'growth', 'partner_exit', 'other_business', 'other'));--> statement-breakpoint
-- The teaser is public, so an investor finds a listing by it (issue 49): the summary, the highlights and the deal
-- type's words join the search text. A confidential name stays out of it (migration 0025).
CREATE OR REPLACE FUNCTION business_profiles_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', CASE WHEN NEW.confidential THEN NULL ELSE NEW.company_name END,
    replace(NEW.industry, '_', ' '), NEW.sub_industry,
    replace(NEW.business_stage, '_', ' '), NEW.headquarters, nullif(array_to_string(NEW.branches, ' '), ''),
    replace(NEW.purpose, '_', ' '), NEW.summary, nullif(array_to_string(NEW.highlights, ' '), ''),
    replace(NEW.deal_type, '_', ' ')));
  RETURN NEW;
END $$;
