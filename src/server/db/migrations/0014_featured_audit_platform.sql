-- Featured items belong to the platform: the app files their audit entries under no restaurant, and
-- so must the trigger that records writes made outside the app (0013 passed restaurant_id, which put
-- those entries before that restaurant's admins). The trigger is made again without a restaurant
-- column, and the entries it already filed under a restaurant are filed under none: the append-only
-- trigger is set aside for that one correction, as only the table's owner (this migration) can.
--
-- What these triggers record is best effort, not a control: a session that says
-- `restoboard.app = on` (any session can) goes unrecorded, as the app's own do. Keeping writers out
-- is the job of database privileges.
DROP TRIGGER featured_items_audit_outside ON featured_items;
--> statement-breakpoint
CREATE TRIGGER featured_items_audit_outside AFTER INSERT OR UPDATE OR DELETE ON featured_items FOR EACH ROW EXECUTE FUNCTION restoboard_audit_outside_write('featured', '', '', '');
--> statement-breakpoint
ALTER TABLE audit_entries DISABLE TRIGGER audit_entries_append_only;
--> statement-breakpoint
UPDATE audit_entries SET restaurant_id = NULL WHERE resource = 'featured' AND operation = 'database' AND restaurant_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE audit_entries ENABLE TRIGGER audit_entries_append_only;
