CREATE INDEX "order_status_history_changed_idx" ON "order_status_history" USING btree ("changed_at");--> statement-breakpoint
-- The retention sweep (docs/production.md, "Retention") deletes audit entries past their period: a DELETE is allowed
-- only of an entry older than the moment its transaction names (`restoboard.retention_before`, set local by the
-- sweep) and older than 90 days, whatever a session names: the last 90 days' trail cannot be deleted from SQL either.
-- Any other DELETE, every UPDATE and TRUNCATE are refused as before.
CREATE OR REPLACE FUNCTION restoboard_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_ text := nullif(current_setting('restoboard.retention_before', true), '');
BEGIN
  IF TG_OP = 'DELETE' AND TG_LEVEL = 'ROW' AND before_ IS NOT NULL THEN
    IF OLD.at < before_::timestamptz AND OLD.at < now() - interval '90 days' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit entries are append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
