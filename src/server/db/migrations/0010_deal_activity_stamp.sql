-- A deal's updated_at is its last activity (a message, a stage move), the order of "my deals" (deals_owner_updated_idx,
-- deals_investor_updated_idx). Read receipts and the unread-mail stamps change the row without being activity, so they
-- no longer move it (docs/decisions/0113-deal-activity-and-unread-mail.md).
CREATE OR REPLACE FUNCTION deals_set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.stage IS DISTINCT FROM OLD.stage OR NEW.last_message_at IS DISTINCT FROM OLD.last_message_at OR NEW.closed_reason IS DISTINCT FROM OLD.closed_reason THEN
    NEW.updated_at := now();
  ELSE
    NEW.updated_at := OLD.updated_at;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS deals_updated_at ON deals;--> statement-breakpoint
CREATE TRIGGER deals_updated_at BEFORE UPDATE ON deals FOR EACH ROW EXECUTE FUNCTION deals_set_updated_at();
