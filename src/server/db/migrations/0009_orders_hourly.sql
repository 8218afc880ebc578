CREATE TABLE "orders_hourly" (
	"restaurant_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "orders_hourly_restaurant_id_hour_pk" PRIMARY KEY("restaurant_id","hour")
);
--> statement-breakpoint
ALTER TABLE "orders_hourly" ADD CONSTRAINT "orders_hourly_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_hourly_hour_idx" ON "orders_hourly" USING btree ("hour");--> statement-breakpoint
-- orders_hourly follows every write of orders (the API, seeding, a script, psql), once per statement
-- through its transition tables: what left is subtracted, what came is added. An order removed with
-- its restaurant leaves nothing to subtract (the restaurant's rows went with it), hence the joins.
CREATE FUNCTION orders_hourly_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO orders_hourly AS h (restaurant_id, hour, orders, paid_orders, revenue)
    SELECT o.restaurant_id, date_trunc('hour', o.created_at, 'UTC'), -count(*), -count(*) FILTER (WHERE o.payment_status = 'PAID'),
           -coalesce(sum(o.total) FILTER (WHERE o.payment_status = 'PAID'), 0)
    FROM old_rows o JOIN restaurants r ON r.id = o.restaurant_id
    GROUP BY 1, 2
    ON CONFLICT (restaurant_id, hour) DO UPDATE
      SET orders = h.orders + excluded.orders, paid_orders = h.paid_orders + excluded.paid_orders, revenue = h.revenue + excluded.revenue;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO orders_hourly AS h (restaurant_id, hour, orders, paid_orders, revenue)
    SELECT o.restaurant_id, date_trunc('hour', o.created_at, 'UTC'), count(*), count(*) FILTER (WHERE o.payment_status = 'PAID'),
           coalesce(sum(o.total) FILTER (WHERE o.payment_status = 'PAID'), 0)
    FROM new_rows o JOIN restaurants r ON r.id = o.restaurant_id
    GROUP BY 1, 2
    ON CONFLICT (restaurant_id, hour) DO UPDATE
      SET orders = h.orders + excluded.orders, paid_orders = h.paid_orders + excluded.paid_orders, revenue = h.revenue + excluded.revenue;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_hourly_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_hourly_follow();
--> statement-breakpoint
CREATE TRIGGER orders_hourly_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_hourly_follow();
--> statement-breakpoint
CREATE TRIGGER orders_hourly_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_hourly_follow();
--> statement-breakpoint
INSERT INTO orders_hourly (restaurant_id, hour, orders, paid_orders, revenue)
SELECT restaurant_id, date_trunc('hour', created_at, 'UTC'), count(*), count(*) FILTER (WHERE payment_status = 'PAID'),
       coalesce(sum(total) FILTER (WHERE payment_status = 'PAID'), 0)
FROM orders
GROUP BY 1, 2;
