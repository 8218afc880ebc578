ALTER TABLE "menus" ADD COLUMN "stock_count" integer;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "daily_stock" integer;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "stock_day" date;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_stock_count_not_negative" CHECK ("menus"."stock_count" >= 0);--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_daily_stock_not_negative" CHECK ("menus"."daily_stock" >= 0);--> statement-breakpoint
-- An unpaid order cancelled gives its portions back to its menus' counts, whoever cancels it (the app, a point of
-- sale, psql): a daily count only on the business day the order took them from, a lasting count always.
CREATE FUNCTION restoboard_return_cancelled_portions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE menus AS m
  SET stock_count = m.stock_count + taken.quantity
  FROM (
    SELECT menu_id, sum(quantity)::integer AS quantity FROM order_items WHERE order_id = NEW.id AND menu_id IS NOT NULL GROUP BY menu_id
  ) AS taken, restaurants AS r
  WHERE m.id = taken.menu_id AND r.id = m.restaurant_id AND m.stock_count IS NOT NULL
    AND (m.daily_stock IS NULL OR m.stock_day = (
      CASE WHEN NEW.created_at >= ((((NEW.created_at AT TIME ZONE r.time_zone)::date + r.day_cutoff::time)) AT TIME ZONE r.time_zone)
      THEN (NEW.created_at AT TIME ZONE r.time_zone)::date
      ELSE (NEW.created_at AT TIME ZONE r.time_zone)::date - 1 END
    ));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_return_cancelled_portions AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (NEW.status = 'CANCELED' AND OLD.status IS DISTINCT FROM 'CANCELED' AND NEW.payment_status = 'UNPAID')
  EXECUTE FUNCTION restoboard_return_cancelled_portions();
