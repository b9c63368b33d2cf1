ALTER TABLE "deal_stage_events" DROP CONSTRAINT "deal_stage_events_from_check";--> statement-breakpoint
ALTER TABLE "deal_stage_events" DROP CONSTRAINT "deal_stage_events_to_check";--> statement-breakpoint
ALTER TABLE "deals" DROP CONSTRAINT "deals_stage_check";--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "under_offer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "exclusive_until" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "accepts_new_interest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "exclusivity_reminded" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "close_proposed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "close_proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "final_price" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "final_currency" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "closed_on" text;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_close_proposed_by_user_id_users_id_fk" FOREIGN KEY ("close_proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_business_stage_idx" ON "deals" USING btree ("business_profile_id","stage");--> statement-breakpoint
CREATE INDEX "deals_exclusive_until_idx" ON "deals" USING btree ("exclusive_until") WHERE "deals"."stage" = 'loi_signed';--> statement-breakpoint
ALTER TABLE "deal_stage_events" ADD CONSTRAINT "deal_stage_events_from_check" CHECK ("deal_stage_events"."from_stage" is null or "deal_stage_events"."from_stage" in ('introduced', 'in_discussion', 'due_diligence', 'offer_made', 'loi_signed', 'closed_won', 'closed_lost'));--> statement-breakpoint
ALTER TABLE "deal_stage_events" ADD CONSTRAINT "deal_stage_events_to_check" CHECK ("deal_stage_events"."to_stage" in ('introduced', 'in_discussion', 'due_diligence', 'offer_made', 'loi_signed', 'closed_won', 'closed_lost'));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_final_currency_check" CHECK ("deals"."final_currency" is null or "deals"."final_currency" in ('USD', 'SAR', 'AED', 'GBP', 'SGD', 'INR', 'BHD', 'QAR', 'OMR', 'KWD'));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_final_price_check" CHECK ("deals"."final_price" is null or "deals"."final_price" > 0);--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_stage_check" CHECK ("deals"."stage" in ('introduced', 'in_discussion', 'due_diligence', 'offer_made', 'loi_signed', 'closed_won', 'closed_lost'));