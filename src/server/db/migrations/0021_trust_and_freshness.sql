CREATE TABLE "registration_verifications" (
	"business_profile_id" uuid PRIMARY KEY NOT NULL,
	"registration_number" text NOT NULL,
	"document_id" uuid,
	"checklist" text[] NOT NULL,
	"verified_by" uuid,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_responsiveness" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"received" integer NOT NULL,
	"answered_in_time" integer NOT NULL,
	"median_answer_hours" numeric,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "stale_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD COLUMN "stale_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration_verifications" ADD CONSTRAINT "registration_verifications_business_profile_id_business_profiles_id_fk" FOREIGN KEY ("business_profile_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_verifications" ADD CONSTRAINT "registration_verifications_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_verifications" ADD CONSTRAINT "registration_verifications_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_responsiveness" ADD CONSTRAINT "user_responsiveness_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_profiles_confirmed_idx" ON "business_profiles" USING btree ("status","confirmed_at");--> statement-breakpoint
CREATE INDEX "investor_profiles_confirmed_idx" ON "investor_profiles" USING btree ("status","confirmed_at");--> statement-breakpoint
-- An existing profile counts as confirmed when it was last saved.
UPDATE "business_profiles" SET "confirmed_at" = "updated_at";--> statement-breakpoint
UPDATE "investor_profiles" SET "confirmed_at" = "updated_at";
--> statement-breakpoint
-- The cards' trust signals (issue 23) come from these tables: a change to them is a change to the listings' pages.
CREATE TRIGGER registration_verifications_listing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON registration_verifications
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();--> statement-breakpoint
CREATE TRIGGER user_responsiveness_listing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_responsiveness
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();--> statement-breakpoint
-- Only financial statements make a badge; row triggers, so a refused request that deletes nothing bumps nothing.
CREATE TRIGGER documents_insert_listing_version AFTER INSERT ON documents
  FOR EACH ROW WHEN (NEW.type = 'financial_statements') EXECUTE FUNCTION bump_listing_version();--> statement-breakpoint
CREATE TRIGGER documents_delete_listing_version AFTER DELETE ON documents
  FOR EACH ROW WHEN (OLD.type = 'financial_statements') EXECUTE FUNCTION bump_listing_version();--> statement-breakpoint
CREATE TRIGGER documents_type_listing_version AFTER UPDATE OF type ON documents
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type AND 'financial_statements' IN (OLD.type, NEW.type))
  EXECUTE FUNCTION bump_listing_version();--> statement-breakpoint
CREATE TRIGGER users_email_verified_listing_version AFTER UPDATE OF email_verified_at ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
