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
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_record_idx" ON "audit_entries" USING btree ("resource","record_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_restaurant_idx" ON "audit_entries" USING btree ("restaurant_id","at" DESC NULLS LAST) WHERE "audit_entries"."restaurant_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
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
