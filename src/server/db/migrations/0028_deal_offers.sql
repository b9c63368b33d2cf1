CREATE TABLE "deal_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"previous_id" uuid,
	"maker_user_id" uuid,
	"maker_side" text NOT NULL,
	"maker_name" text NOT NULL,
	"kind" text NOT NULL,
	"terms" jsonb NOT NULL,
	"sha256" text NOT NULL,
	"expires_on" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" uuid,
	"decline_reason" text,
	"accepted_typed_name" text,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"verification_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_offers_side_check" CHECK ("deal_offers"."maker_side" in ('owner', 'investor')),
	CONSTRAINT "deal_offers_kind_check" CHECK ("deal_offers"."kind" in ('ioi', 'loi')),
	CONSTRAINT "deal_offers_state_check" CHECK ("deal_offers"."state" in ('open', 'accepted', 'declined', 'countered', 'withdrawn')),
	CONSTRAINT "deal_offers_decline_reason_length_check" CHECK ("deal_offers"."decline_reason" is null or char_length("deal_offers"."decline_reason") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "deal_offers" ADD CONSTRAINT "deal_offers_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_offers" ADD CONSTRAINT "deal_offers_previous_id_deal_offers_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."deal_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_offers" ADD CONSTRAINT "deal_offers_maker_user_id_users_id_fk" FOREIGN KEY ("maker_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_offers" ADD CONSTRAINT "deal_offers_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_offers_version_key" ON "deal_offers" USING btree ("deal_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_offers_one_open_key" ON "deal_offers" USING btree ("deal_id") WHERE "deal_offers"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "deal_offers_code_key" ON "deal_offers" USING btree ("verification_code");