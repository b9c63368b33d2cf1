CREATE TABLE "job_pings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_suggestions" (
	"user_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"counterpart_profile_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_suggestions_user_id_rank_pk" PRIMARY KEY("user_id","rank"),
	CONSTRAINT "match_suggestions_rank_check" CHECK ("match_suggestions"."rank" >= 1)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "match_suggestions" ADD CONSTRAINT "match_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_pings_token_idx" ON "job_pings" USING btree ("token");