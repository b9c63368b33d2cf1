ALTER TABLE "email_outbox" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "secret_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "security_log" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "security_log" ADD COLUMN "last_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_secret_idx" ON "email_outbox" USING btree ("secret_until") WHERE "email_outbox"."secret_until" is not null;