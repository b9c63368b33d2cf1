CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"usd_per_unit" numeric(18, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_currency_check" CHECK ("currency_rates"."currency" in ('USD', 'SAR', 'AED', 'GBP', 'SGD', 'INR', 'BHD', 'QAR', 'OMR', 'KWD')),
	CONSTRAINT "currency_rates_positive_check" CHECK ("currency_rates"."usd_per_unit" > 0)
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "investor_interested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "business_connected_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "matches_created_idx" ON "matches" USING btree ("created_at");--> statement-breakpoint
-- GCC currencies are pegged to the dollar; GBP, SGD, INR (and KWD's basket) are starting values admins edit.
INSERT INTO "currency_rates" ("currency", "usd_per_unit") VALUES
  ('USD', 1), ('AED', 0.27229408), ('SAR', 0.26666667), ('QAR', 0.27472527), ('BHD', 2.65957447),
  ('OMR', 2.60078023), ('KWD', 3.25), ('GBP', 1.27), ('SGD', 0.74), ('INR', 0.012)
ON CONFLICT ("currency") DO NOTHING;--> statement-breakpoint
UPDATE "matches" SET "investor_interested_at" = "updated_at" WHERE "status" IN ('interested', 'contacted');--> statement-breakpoint
UPDATE "matches" SET "business_connected_at" = "updated_at" WHERE "status" = 'contacted';
