ALTER TABLE "profiles" DROP CONSTRAINT "profiles_country_check";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "country";