CREATE TABLE "day_closes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"business_day" date NOT NULL,
	"state" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"opening_cash" numeric(14, 2) NOT NULL,
	"expected" numeric(14, 2) NOT NULL,
	"counted" numeric(14, 2) NOT NULL,
	"difference" numeric(14, 2) NOT NULL,
	"counts" jsonb NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by_email" text NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by_email" text,
	"reopen_reason" text
);
--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "day_closes_restaurant_day_unique" ON "day_closes" USING btree ("restaurant_id","business_day");--> statement-breakpoint
CREATE INDEX "day_closes_restaurant_starts_idx" ON "day_closes" USING btree ("restaurant_id","starts_at");--> statement-breakpoint
CREATE TRIGGER day_closes_audit_outside AFTER INSERT OR UPDATE OR DELETE ON day_closes FOR EACH ROW EXECUTE FUNCTION restoboard_audit_outside_write('day_closes', 'restaurant_id', '', '');--> statement-breakpoint
-- A closed day is locked (docs/business-day.md): no order is placed into it, and none of its orders changes
-- what it was paid (status, method, total), whoever writes: this app, an ordering client, a script. Reopening (a super
-- admin's, with a reason) lifts the lock. SQLSTATE RB001 is the app's "day closed".
CREATE FUNCTION restoboard_day_closed_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.payment_status IS NOT DISTINCT FROM OLD.payment_status AND NEW.payment_method IS NOT DISTINCT FROM OLD.payment_method
     AND NEW.total IS NOT DISTINCT FROM OLD.total AND NEW.created_at IS NOT DISTINCT FROM OLD.created_at AND NEW.restaurant_id IS NOT DISTINCT FROM OLD.restaurant_id THEN
    RETURN NEW;
  END IF;
  -- closeDay holds its restaurant's row FOR UPDATE while it adds up the day: a payment written meanwhile waits for it,
  -- then sees the close (each statement here reads what has been committed).
  PERFORM 1 FROM restaurants WHERE id = NEW.restaurant_id FOR KEY SHARE;
  IF EXISTS (SELECT 1 FROM day_closes d WHERE d.state = 'CLOSED'
             AND ((d.restaurant_id = NEW.restaurant_id AND NEW.created_at >= d.starts_at AND NEW.created_at < d.ends_at)
               OR (TG_OP = 'UPDATE' AND d.restaurant_id = OLD.restaurant_id AND OLD.created_at >= d.starts_at AND OLD.created_at < d.ends_at))) THEN
    RAISE EXCEPTION 'the business day of this order is closed' USING ERRCODE = 'RB001';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_day_closed_lock BEFORE INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION restoboard_day_closed_lock();
