CREATE TABLE "document_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid,
	"deal_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"viewer_user_id" uuid,
	"file_name" text NOT NULL,
	"action" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_access_log_action_check" CHECK ("document_access_log"."action" in ('view', 'download'))
);
--> statement-breakpoint
CREATE TABLE "document_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"granted_by_user_id" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" uuid,
	"revoke_reason" text,
	CONSTRAINT "document_grants_reason_check" CHECK ("document_grants"."revoke_reason" is null or "document_grants"."revoke_reason" in ('unshared', 'deal_closed', 'business_rejected', 'business_deactivated', 'user_suspended', 'account_deleted'))
);
--> statement-breakpoint
CREATE TABLE "nda_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"business_profile_id" uuid NOT NULL,
	"investor_profile_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"sha256" text NOT NULL,
	"language" text NOT NULL,
	"typed_name" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"verification_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nda_acceptances_kind_check" CHECK ("nda_acceptances"."kind" in ('standard', 'custom')),
	CONSTRAINT "nda_acceptances_language_check" CHECK ("nda_acceptances"."language" in ('en', 'ar')),
	CONSTRAINT "nda_acceptances_typed_name_check" CHECK (char_length("nda_acceptances"."typed_name") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "nda_required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "nda_document_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "share_with_future_deals" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_grants" ADD CONSTRAINT "document_grants_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_grants" ADD CONSTRAINT "document_grants_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_grants" ADD CONSTRAINT "document_grants_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_grants" ADD CONSTRAINT "document_grants_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_acceptances" ADD CONSTRAINT "nda_acceptances_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_acceptances" ADD CONSTRAINT "nda_acceptances_business_profile_id_business_profiles_id_fk" FOREIGN KEY ("business_profile_id") REFERENCES "public"."business_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_acceptances" ADD CONSTRAINT "nda_acceptances_investor_profile_id_investor_profiles_id_fk" FOREIGN KEY ("investor_profile_id") REFERENCES "public"."investor_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_acceptances" ADD CONSTRAINT "nda_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_access_log_deal_idx" ON "document_access_log" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_grants_live_key" ON "document_grants" USING btree ("document_id","deal_id") WHERE "document_grants"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "document_grants_deal_idx" ON "document_grants" USING btree ("deal_id","granted_at");--> statement-breakpoint
CREATE INDEX "document_grants_document_idx" ON "document_grants" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "nda_acceptances_match_idx" ON "nda_acceptances" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "nda_acceptances_match_sha_key" ON "nda_acceptances" USING btree ("match_id","sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "nda_acceptances_code_key" ON "nda_acceptances" USING btree ("verification_code");--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_nda_document_id_documents_id_fk" FOREIGN KEY ("nda_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- An NDA acceptance is a record of what someone agreed to: it can be read, never changed or removed (issue 18).
CREATE OR REPLACE FUNCTION nda_acceptances_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'nda_acceptances is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER nda_acceptances_no_update BEFORE UPDATE OR DELETE ON nda_acceptances FOR EACH ROW EXECUTE FUNCTION nda_acceptances_append_only();
