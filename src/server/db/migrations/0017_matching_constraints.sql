ALTER TABLE "business_profiles" ADD COLUMN "preferred_involvement" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "must_have" text[] DEFAULT '{capacity}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD COLUMN "must_have" text[] DEFAULT '{ticket}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (min_amount is not null and max_amount is not null
    and cardinality(preferred_industries) > 0 and cardinality(geographical_preference) > 0 and cardinality(investment_stage) > 0) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "match_suggestions" ADD COLUMN "first_suggested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suggestions_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "investor_profiles_listed_created_idx" ON "investor_profiles" USING btree ("status","listed","created_at");--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_involvement_check" CHECK ("business_profiles"."preferred_involvement" <@ array['passive', 'active_advisory', 'board_member', 'operational']::text[]);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_must_have_check" CHECK ("business_profiles"."must_have" <@ array['capacity', 'involvement']::text[]);--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD CONSTRAINT "investor_profiles_must_have_check" CHECK ("investor_profiles"."must_have" <@ array['ticket', 'industries', 'geography', 'stage']::text[]);