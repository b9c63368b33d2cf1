ALTER TABLE "business_profiles" ADD COLUMN "staff_band" text;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "asking_price" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "valuation_min" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "valuation_max" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_staff_band_check" CHECK ("business_profiles"."staff_band" is null or "business_profiles"."staff_band" in ('1_9', '10_49', '50_99', '100_249', '250_499', '500_plus'));--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_price_check" CHECK (("business_profiles"."asking_price" is null or "business_profiles"."asking_price" >= 0) and ("business_profiles"."valuation_min" is null) = ("business_profiles"."valuation_max" is null) and ("business_profiles"."valuation_min" is null or ("business_profiles"."valuation_min" >= 0 and "business_profiles"."valuation_min" <= "business_profiles"."valuation_max")) and ("business_profiles"."asking_price" is null or "business_profiles"."valuation_min" is null));--> statement-breakpoint
-- The match pages' "stage" filter became "size" (issue 49: one word per concept): saved searches keep their choice.
UPDATE "saved_searches" SET "filters" = ("filters" - 'stage') || jsonb_build_object('size', CASE "filters"->>'stage'
  WHEN 'Startup' THEN 'micro' WHEN 'Small' THEN 'small' WHEN 'Medium' THEN 'medium' ELSE 'large' END)
WHERE "scope" = 'business_matches' AND "filters" ? 'stage';
