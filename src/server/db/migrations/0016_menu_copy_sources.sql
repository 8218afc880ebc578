ALTER TABLE "menus" ADD COLUMN "source_menu_id" uuid;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_source_menu_id_menus_id_fk" FOREIGN KEY ("source_menu_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menus_source_menu_idx" ON "menus" USING btree ("source_menu_id");--> statement-breakpoint
-- The copy's source is not audited (hidden: it may name another restaurant's menu): the trigger for writes outside the app skips it too.
DROP TRIGGER menus_audit_outside ON menus;--> statement-breakpoint
CREATE TRIGGER menus_audit_outside AFTER INSERT OR UPDATE OR DELETE ON menus FOR EACH ROW EXECUTE FUNCTION restoboard_audit_outside_write('menus', 'restaurant_id', '', 'source_menu_id');
