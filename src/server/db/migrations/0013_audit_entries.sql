CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"actor_role" text,
	"view_as_by_id" uuid,
	"view_as_by_email" text,
	"client_address" text,
	"resource" text,
	"record_id" text,
	"restaurant_id" uuid,
	"action" text NOT NULL,
	"operation" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" text
);
--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_record_idx" ON "audit_entries" USING btree ("resource","record_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_restaurant_idx" ON "audit_entries" USING btree ("restaurant_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_resource_idx" ON "audit_entries" USING btree ("resource","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action","at","id");--> statement-breakpoint
-- Append-only, whoever writes: the API has no write of entries, and this refuses an UPDATE, DELETE
-- or TRUNCATE from anywhere (a script, psql) unless the table's owner disables the trigger first.
CREATE FUNCTION restoboard_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries FOR EACH ROW EXECUTE FUNCTION restoboard_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries FOR EACH STATEMENT EXECUTE FUNCTION restoboard_audit_append_only();
--> statement-breakpoint
-- Writes made outside the app (psql, a script on its own connection) to the tables admins edit are
-- audited too, as the database sees them: each row's columns before and after (their field names
-- in camelCase, as the API names them), no actor but the database user, operation `database`.
-- The app's own connections say `restoboard.app = on` (src/server/db): their writes are audited by
-- the app, with the person behind them, and skipped here. Links and child rows (a menu's tags,
-- option groups) are not seen by these triggers. Arguments: the resource's name, the column naming
-- the row's restaurant (or ''), its secret columns and the columns not audited (comma-separated).
CREATE FUNCTION restoboard_audit_outside_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  now_ jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  secrets text[] := string_to_array(TG_ARGV[2], ',');
  skipped text[] := array['id', 'created_at', 'updated_at'] || string_to_array(TG_ARGV[3], ',');
  changes jsonb := '[]';
  field text;
  key text;
BEGIN
  IF current_setting('restoboard.app', true) = 'on' THEN
    RETURN NULL;
  END IF;
  FOR key IN SELECT jsonb_object_keys(coalesce(now_, was)) LOOP
    CONTINUE WHEN key = ANY (skipped) OR (was -> key) IS NOT DISTINCT FROM (now_ -> key);
    CONTINUE WHEN coalesce(was -> key, now_ -> key) IN ('null'::jsonb, '[]'::jsonb) AND (was IS NULL OR now_ IS NULL);
    field := lower(left(key, 1)) || substr(replace(initcap(replace(key, '_', ' ')), ' ', ''), 2);
    changes := changes || CASE
      WHEN key = ANY (secrets) THEN jsonb_build_object('field', field, 'before', NULL, 'after', NULL, 'redacted', true)
      ELSE jsonb_build_object('field', field, 'before', nullif((was -> key)::text, 'null'), 'after', nullif((now_ -> key)::text, 'null'))
    END;
  END LOOP;
  IF TG_OP = 'UPDATE' AND changes = '[]' THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_entries (client_address, resource, record_id, restaurant_id, action, operation, changes, details)
  VALUES (
    inet_client_addr()::text,
    TG_ARGV[0],
    coalesce(now_, was) ->> 'id',
    CASE WHEN TG_ARGV[1] <> '' THEN (coalesce(now_, was) ->> TG_ARGV[1])::uuid END,
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    'database',
    changes,
    jsonb_build_object('databaseUser', current_user, 'application', current_setting('application_name', true))::text
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER restaurants_audit_outside AFTER INSERT OR UPDATE OR DELETE ON restaurants FOR EACH ROW EXECUTE FUNCTION restoboard_audit_outside_write('restaurants', 'id', 'wifi_password', '');
--> statement-breakpoint
CREATE TRIGGER resto_categories_audit_outside AFTER INSERT OR UPDATE OR DELETE ON resto_categories FOR EACH ROW EXECUTE FUNCTION restoboard_audit_outside_write('resto_categories', '', '', '');
--> statement-breakpoint
CREATE TRIGGER tags_audit_outside AFTER INSERT OR UPDATE OR DELETE ON tags FOR EACH ROW EXECUTE FUNCTION restoboard_audit_outside_write('tags', '', '', '');
--> statement-breakpoint
CREATE TRIGGER featured_items_audit_outside AFTER INSERT OR UPDATE OR DELETE ON featured_items FOR EACH ROW EXECUTE FUNCTION restoboard_audit_outside_write('featured', 'restaurant_id', '', '');
--> statement-breakpoint
CREATE TRIGGER menu_categories_audit_outside AFTER INSERT OR UPDATE OR DELETE ON menu_categories FOR EACH ROW EXECUTE FUNCTION restoboard_audit_outside_write('menu_categories', 'restaurant_id', '', '');
--> statement-breakpoint
CREATE TRIGGER menus_audit_outside AFTER INSERT OR UPDATE OR DELETE ON menus FOR EACH ROW EXECUTE FUNCTION restoboard_audit_outside_write('menus', 'restaurant_id', '', '');
--> statement-breakpoint
CREATE TRIGGER printer_classes_audit_outside AFTER INSERT OR UPDATE OR DELETE ON printer_classes FOR EACH ROW EXECUTE FUNCTION restoboard_audit_outside_write('printer_classes', 'restaurant_id', '', '');
--> statement-breakpoint
CREATE TRIGGER package_menus_audit_outside AFTER INSERT OR UPDATE OR DELETE ON package_menus FOR EACH ROW EXECUTE FUNCTION restoboard_audit_outside_write('package_menus', 'restaurant_id', '', '');
--> statement-breakpoint
CREATE TRIGGER users_audit_outside AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION restoboard_audit_outside_write('users', 'resto_uuid', 'password_hash,pin_hash', 'session_version');
--> statement-breakpoint
CREATE TRIGGER feeds_audit_outside AFTER INSERT OR UPDATE OR DELETE ON feeds FOR EACH ROW EXECUTE FUNCTION restoboard_audit_outside_write('feeds', 'restaurant_id', '', '');
--> statement-breakpoint
CREATE TRIGGER promos_audit_outside AFTER INSERT OR UPDATE OR DELETE ON promos FOR EACH ROW EXECUTE FUNCTION restoboard_audit_outside_write('promos', '', '', '');
