CREATE TABLE "valuation_estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_profile_id" uuid,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"currency" text NOT NULL,
	"low" numeric(20, 2) NOT NULL,
	"mid" numeric(20, 2) NOT NULL,
	"high" numeric(20, 2) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valuation_estimates_currency_check" CHECK ("valuation_estimates"."currency" in ('USD', 'SAR', 'AED', 'GBP', 'SGD', 'INR', 'BHD', 'QAR', 'OMR', 'KWD')),
	CONSTRAINT "valuation_estimates_range_check" CHECK ("valuation_estimates"."low" >= 0 and "valuation_estimates"."low" <= "valuation_estimates"."mid" and "valuation_estimates"."mid" <= "valuation_estimates"."high"),
	CONSTRAINT "valuation_estimates_note_length_check" CHECK ("valuation_estimates"."note" is null or char_length("valuation_estimates"."note") <= 200)
);
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "shown_valuation_id" uuid;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "valuation_estimate_id" uuid;--> statement-breakpoint
ALTER TABLE "valuation_estimates" ADD CONSTRAINT "valuation_estimates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_estimates" ADD CONSTRAINT "valuation_estimates_business_profile_id_business_profiles_id_fk" FOREIGN KEY ("business_profile_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "valuation_estimates_user_created_idx" ON "valuation_estimates" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_shown_valuation_id_valuation_estimates_id_fk" FOREIGN KEY ("shown_valuation_id") REFERENCES "public"."valuation_estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_valuation_estimate_id_valuation_estimates_id_fk" FOREIGN KEY ("valuation_estimate_id") REFERENCES "public"."valuation_estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_profiles_shown_valuation_idx" ON "business_profiles" USING btree ("shown_valuation_id") WHERE "business_profiles"."shown_valuation_id" is not null;--> statement-breakpoint
CREATE INDEX "service_requests_valuation_idx" ON "service_requests" USING btree ("valuation_estimate_id");