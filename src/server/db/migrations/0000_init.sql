CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"company_name" text,
	"industry" text,
	"sub_industry" text,
	"business_stage" text,
	"year_established" integer,
	"legal_structure" text,
	"registration_number" text,
	"website" text,
	"business_activities" text[] DEFAULT '{}'::text[] NOT NULL,
	"headquarters" text,
	"branches" text[] DEFAULT '{}'::text[] NOT NULL,
	"key_personnel" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"organization_hierarchy" text,
	"major_suppliers" text[] DEFAULT '{}'::text[] NOT NULL,
	"major_customers" text[] DEFAULT '{}'::text[] NOT NULL,
	"amount_required" numeric(20, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"purpose" text,
	"equity_offered" numeric(7, 2),
	"expected_valuation" numeric(20, 2),
	"annual_revenue" numeric(20, 2),
	"profit_margin" numeric(7, 2),
	"growth_rate" numeric(7, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_profiles_status_check" CHECK ("business_profiles"."status" in ('active', 'under_review', 'inactive')),
	CONSTRAINT "business_profiles_industry_check" CHECK ("business_profiles"."industry" is null or "business_profiles"."industry" in ('technology', 'manufacturing', 'retail', 'healthcare', 'finance', 'education', 'hospitality', 'logistics', 'energy', 'food_beverage')),
	CONSTRAINT "business_profiles_stage_check" CHECK ("business_profiles"."business_stage" is null or "business_profiles"."business_stage" in ('startup', 'growth', 'established', 'mature')),
	CONSTRAINT "business_profiles_legal_check" CHECK ("business_profiles"."legal_structure" is null or "business_profiles"."legal_structure" in ('sole_proprietorship', 'partnership', 'llc', 'corporation', 'other')),
	CONSTRAINT "business_profiles_currency_check" CHECK ("business_profiles"."currency" in ('USD', 'SAR', 'AED', 'GBP', 'SGD', 'INR', 'BHD', 'QAR', 'OMR', 'KWD')),
	CONSTRAINT "business_profiles_purpose_check" CHECK ("business_profiles"."purpose" is null or "business_profiles"."purpose" in ('expansion', 'working_capital', 'acquisition', 'equipment', 'other')),
	CONSTRAINT "business_profiles_amounts_check" CHECK (("business_profiles"."amount_required" is null or "business_profiles"."amount_required" >= 0) and ("business_profiles"."expected_valuation" is null or "business_profiles"."expected_valuation" >= 0) and ("business_profiles"."annual_revenue" is null or "business_profiles"."annual_revenue" >= 0)),
	CONSTRAINT "business_profiles_equity_check" CHECK ("business_profiles"."equity_offered" is null or ("business_profiles"."equity_offered" >= 0 and "business_profiles"."equity_offered" <= 100))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text DEFAULT 'other' NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_type_check" CHECK ("documents"."type" in ('corporate_profile', 'brochure', 'valuation_report', 'financial_statements', 'audit_report', 'other'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"broadcast_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "investor_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"min_amount" numeric(20, 2),
	"max_amount" numeric(20, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"preferred_industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_roi" numeric(7, 2),
	"investment_horizon" text,
	"involvement_type" text,
	"geographical_preference" text[] DEFAULT '{}'::text[] NOT NULL,
	"investment_stage" text[] DEFAULT '{}'::text[] NOT NULL,
	"about" text,
	"portfolio_highlights" text,
	"years_experience" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_profiles_status_check" CHECK ("investor_profiles"."status" in ('active', 'under_review', 'inactive')),
	CONSTRAINT "investor_profiles_currency_check" CHECK ("investor_profiles"."currency" in ('USD', 'SAR', 'AED', 'GBP', 'SGD', 'INR', 'BHD', 'QAR', 'OMR', 'KWD')),
	CONSTRAINT "investor_profiles_industries_check" CHECK ("investor_profiles"."preferred_industries" <@ array['technology', 'manufacturing', 'retail', 'healthcare', 'real_estate', 'finance', 'education', 'hospitality', 'logistics', 'energy', 'food_beverage', 'other']::text[]),
	CONSTRAINT "investor_profiles_horizon_check" CHECK ("investor_profiles"."investment_horizon" is null or "investor_profiles"."investment_horizon" in ('1-3_years', '3-5_years', '5-10_years', '10+_years')),
	CONSTRAINT "investor_profiles_involvement_check" CHECK ("investor_profiles"."involvement_type" is null or "investor_profiles"."involvement_type" in ('passive', 'active_advisory', 'board_member', 'operational')),
	CONSTRAINT "investor_profiles_geo_check" CHECK ("investor_profiles"."geographical_preference" <@ array['Saudi Arabia', 'UAE', 'Qatar', 'Bahrain', 'Oman', 'Kuwait', 'UK', 'Singapore', 'India']::text[]),
	CONSTRAINT "investor_profiles_stage_check" CHECK ("investor_profiles"."investment_stage" <@ array['seed', 'series_a', 'series_b', 'growth', 'expansion', 'acquisition']::text[]),
	CONSTRAINT "investor_profiles_amounts_check" CHECK (("investor_profiles"."min_amount" is null or "investor_profiles"."min_amount" >= 0) and ("investor_profiles"."max_amount" is null or "investor_profiles"."max_amount" >= 0) and ("investor_profiles"."min_amount" is null or "investor_profiles"."max_amount" is null or "investor_profiles"."min_amount" <= "investor_profiles"."max_amount"))
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investor_profile_id" uuid NOT NULL,
	"business_profile_id" uuid NOT NULL,
	"match_score" integer DEFAULT 0 NOT NULL,
	"investor_interest" boolean DEFAULT false NOT NULL,
	"business_interest" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'suggested' NOT NULL,
	"match_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"introduced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('suggested', 'interested', 'contacted')),
	CONSTRAINT "matches_score_check" CHECK ("matches"."match_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text,
	"company_name" text,
	"country" text DEFAULT 'UAE' NOT NULL,
	"user_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_type_check" CHECK ("profiles"."user_type" in ('investor', 'business_owner')),
	CONSTRAINT "profiles_country_check" CHECK ("profiles"."country" in ('UAE', 'Saudi Arabia', 'Qatar', 'Bahrain', 'Oman', 'Kuwait', 'UK', 'Singapore', 'India'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"description" text NOT NULL,
	"urgency" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"estimated_cost" numeric(20, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_type_check" CHECK ("service_requests"."service_type" in ('valuation', 'due_diligence', 'legal_drafting', 'review_advice', 'sop_services', 'digital_transformation', 'project_reports', 'audit', 'financial_statements')),
	CONSTRAINT "service_requests_urgency_check" CHECK ("service_requests"."urgency" in ('low', 'medium', 'high')),
	CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" in ('pending', 'assigned', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "service_requests_cost_check" CHECK ("service_requests"."estimated_cost" is null or "service_requests"."estimated_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"user_type" text,
	"role" text DEFAULT 'user' NOT NULL,
	"country" text DEFAULT 'UAE' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"profile_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" is null or "users"."user_type" in ('investor', 'business_owner')),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin')),
	CONSTRAINT "users_country_check" CHECK ("users"."country" in ('UAE', 'Saudi Arabia', 'Qatar', 'Bahrain', 'Oman', 'Kuwait', 'UK', 'Singapore', 'India')),
	CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD CONSTRAINT "investor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_investor_profile_id_investor_profiles_id_fk" FOREIGN KEY ("investor_profile_id") REFERENCES "public"."investor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_business_profile_id_business_profiles_id_fk" FOREIGN KEY ("business_profile_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "business_profiles_user_id_key" ON "business_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "business_profiles_status_created_idx" ON "business_profiles" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "documents_user_id_idx" ON "documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_storage_key_key" ON "documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_broadcast_idx" ON "email_outbox" USING btree ("broadcast_id");--> statement-breakpoint
CREATE UNIQUE INDEX "investor_profiles_user_id_key" ON "investor_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "investor_profiles_status_created_idx" ON "investor_profiles" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_pair_key" ON "matches" USING btree ("investor_profile_id","business_profile_id");--> statement-breakpoint
CREATE INDEX "matches_business_idx" ON "matches" USING btree ("business_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "matches_status_idx" ON "matches" USING btree ("status");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_id_key" ON "profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "service_requests_user_created_idx" ON "service_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_created_idx" ON "service_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");