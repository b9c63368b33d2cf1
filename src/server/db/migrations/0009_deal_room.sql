CREATE TABLE "deal_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_messages_body_length_check" CHECK (char_length("deal_messages"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "deal_stage_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"actor_user_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_stage_events_from_check" CHECK ("deal_stage_events"."from_stage" is null or "deal_stage_events"."from_stage" in ('introduced', 'in_discussion', 'due_diligence', 'offer_made', 'closed_won', 'closed_lost')),
	CONSTRAINT "deal_stage_events_to_check" CHECK ("deal_stage_events"."to_stage" in ('introduced', 'in_discussion', 'due_diligence', 'offer_made', 'closed_won', 'closed_lost'))
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"business_profile_id" uuid NOT NULL,
	"investor_profile_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"investor_user_id" uuid NOT NULL,
	"stage" text DEFAULT 'introduced' NOT NULL,
	"closed_reason" text,
	"owner_read_at" timestamp with time zone,
	"investor_read_at" timestamp with time zone,
	"owner_mailed_at" timestamp with time zone,
	"investor_mailed_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_stage_check" CHECK ("deals"."stage" in ('introduced', 'in_discussion', 'due_diligence', 'offer_made', 'closed_won', 'closed_lost')),
	CONSTRAINT "deals_closed_reason_length_check" CHECK ("deals"."closed_reason" is null or char_length("deals"."closed_reason") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"reporter_user_id" uuid NOT NULL,
	"reason" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reports_status_check" CHECK ("message_reports"."status" in ('open', 'dismissed', 'sender_suspended')),
	CONSTRAINT "message_reports_reason_length_check" CHECK ("message_reports"."reason" is null or char_length("message_reports"."reason") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "business_declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "investor_declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "deal_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_messages" ADD CONSTRAINT "deal_messages_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_messages" ADD CONSTRAINT "deal_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_stage_events" ADD CONSTRAINT "deal_stage_events_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_stage_events" ADD CONSTRAINT "deal_stage_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_business_profile_id_business_profiles_id_fk" FOREIGN KEY ("business_profile_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_investor_profile_id_investor_profiles_id_fk" FOREIGN KEY ("investor_profile_id") REFERENCES "public"."investor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_investor_user_id_users_id_fk" FOREIGN KEY ("investor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_deal_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."deal_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_messages_deal_created_idx" ON "deal_messages" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_stage_events_deal_idx" ON "deal_stage_events" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_match_key" ON "deals" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "deals_owner_updated_idx" ON "deals" USING btree ("owner_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "deals_investor_updated_idx" ON "deals" USING btree ("investor_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "deals_stage_updated_idx" ON "deals" USING btree ("stage","updated_at");--> statement-breakpoint
CREATE INDEX "deals_updated_idx" ON "deals" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_message_reporter_key" ON "message_reports" USING btree ("message_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "message_reports_status_created_idx" ON "message_reports" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_business_interested_idx" ON "matches" USING btree ("business_profile_id","investor_interested_at");--> statement-breakpoint
CREATE INDEX "matches_investor_connected_idx" ON "matches" USING btree ("investor_profile_id","business_connected_at");--> statement-breakpoint
CREATE INDEX "service_requests_deal_idx" ON "service_requests" USING btree ("deal_id");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_decline_reason_length_check" CHECK ("matches"."decline_reason" is null or char_length("matches"."decline_reason") <= 1000);--> statement-breakpoint
CREATE TRIGGER deals_updated_at BEFORE UPDATE ON deals FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
-- Every pair introduced before the deal room existed gets its room, at the stage Introduced.
INSERT INTO "deals" ("match_id", "business_profile_id", "investor_profile_id", "owner_user_id", "investor_user_id", "created_at")
SELECT m."id", m."business_profile_id", m."investor_profile_id", b."user_id", i."user_id", m."introduced_at"
FROM "matches" m
JOIN "business_profiles" b ON b."id" = m."business_profile_id"
JOIN "investor_profiles" i ON i."id" = m."investor_profile_id"
WHERE m."introduced_at" IS NOT NULL
ON CONFLICT ("match_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "deal_stage_events" ("deal_id", "from_stage", "to_stage", "created_at")
SELECT d."id", NULL, 'introduced', d."created_at" FROM "deals" d
WHERE NOT EXISTS (SELECT 1 FROM "deal_stage_events" e WHERE e."deal_id" = d."id");
