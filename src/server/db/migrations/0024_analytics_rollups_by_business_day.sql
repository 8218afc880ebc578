-- The analytics screen from rollups (docs/analytics.md, "Rollups"): orders, customers and items by business day, and
-- the table funnel by hour, kept by triggers whatever writes the orders, items and scans. A business day is its
-- restaurant's (docs/business-day.md): when a restaurant's zone or cut-off changes, its days are rebuilt. Everything is
-- filled below from what is there; on a large table that takes its time (docs/production.md, "Upgrading").
CREATE TABLE "order_items_daily" (
	"restaurant_id" uuid NOT NULL,
	"business_day" date NOT NULL,
	"menu_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_daily_restaurant_id_business_day_menu_id_name_pk" PRIMARY KEY("restaurant_id","business_day","menu_id","name")
);
--> statement-breakpoint
CREATE TABLE "orders_customers_daily" (
	"restaurant_id" uuid NOT NULL,
	"business_day" date NOT NULL,
	"customer_name" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "orders_customers_daily_restaurant_id_business_day_customer_name_pk" PRIMARY KEY("restaurant_id","business_day","customer_name")
);
--> statement-breakpoint
CREATE TABLE "orders_daily" (
	"restaurant_id" uuid NOT NULL,
	"business_day" date NOT NULL,
	"order_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "orders_daily_restaurant_id_business_day_order_type_payment_method_pk" PRIMARY KEY("restaurant_id","business_day","order_type","payment_method")
);
--> statement-breakpoint
CREATE TABLE "table_funnel_hourly" (
	"restaurant_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"table" text NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "table_funnel_hourly_restaurant_id_hour_table_pk" PRIMARY KEY("restaurant_id","hour","table")
);
--> statement-breakpoint
ALTER TABLE "order_items_daily" ADD CONSTRAINT "order_items_daily_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_customers_daily" ADD CONSTRAINT "orders_customers_daily_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_daily" ADD CONSTRAINT "orders_daily_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_funnel_hourly" ADD CONSTRAINT "table_funnel_hourly_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The business day an instant belongs to at a restaurant: src/server/db/businessDaySql.ts, in a function of its own.
CREATE FUNCTION business_day_of(instant timestamptz, zone text, cutoff text) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN instant >= ((((instant AT TIME ZONE zone)::date) + cutoff::time) AT TIME ZONE zone)
    THEN (instant AT TIME ZONE zone)::date ELSE (instant AT TIME ZONE zone)::date - 1 END
$$;
--> statement-breakpoint
-- One statement per write of orders, through its transition tables: an insert adds, a delete takes out, an update
-- takes the changed orders out as they were and puts them back as they are. What nets to nothing is not written.
CREATE FUNCTION orders_rollups_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT restaurant_id, created_at, order_type, payment_method, payment_status, total, customer_name, "table", 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT restaurant_id, created_at, order_type, payment_method, payment_status, total, customer_name, "table", -1 AS sign FROM old_rows'
    ELSE 'SELECT c.* FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES
        (o.restaurant_id, o.created_at, o.order_type, o.payment_method, o.payment_status, o.total, o.customer_name, o."table", -1),
        (n.restaurant_id, n.created_at, n.order_type, n.payment_method, n.payment_status, n.total, n.customer_name, n."table", 1))
        AS c(restaurant_id, created_at, order_type, payment_method, payment_status, total, customer_name, "table", sign)
      WHERE (o.restaurant_id, o.created_at, o.order_type, o.payment_method, o.payment_status, o.total, o.customer_name, o."table")
        IS DISTINCT FROM (n.restaurant_id, n.created_at, n.order_type, n.payment_method, n.payment_status, n.total, n.customer_name, n."table")'
  END;
BEGIN
  EXECUTE format($sql$
    WITH changed AS (
      SELECT c.*, business_day_of(c.created_at, r.time_zone, r.day_cutoff) AS business_day, c.payment_status = 'PAID' AS paid
      FROM (%s) c JOIN restaurants r ON r.id = c.restaurant_id
    ),
    days AS (
      INSERT INTO orders_daily AS d (restaurant_id, business_day, order_type, payment_method, orders, paid_orders, revenue)
      SELECT restaurant_id, business_day, order_type, payment_method, sum(sign),
             coalesce(sum(sign) FILTER (WHERE paid), 0), coalesce(sum(sign * total) FILTER (WHERE paid), 0)
      FROM changed GROUP BY 1, 2, 3, 4
      HAVING (sum(sign), coalesce(sum(sign) FILTER (WHERE paid), 0), coalesce(sum(sign * total) FILTER (WHERE paid), 0)) <> (0, 0, 0)
      ON CONFLICT (restaurant_id, business_day, order_type, payment_method) DO UPDATE
        SET orders = d.orders + excluded.orders, paid_orders = d.paid_orders + excluded.paid_orders, revenue = d.revenue + excluded.revenue
    ),
    customers AS (
      INSERT INTO orders_customers_daily AS d (restaurant_id, business_day, customer_name, orders)
      SELECT restaurant_id, business_day, coalesce(customer_name, ''), sum(sign)
      FROM changed GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
      ON CONFLICT (restaurant_id, business_day, customer_name) DO UPDATE SET orders = d.orders + excluded.orders
    )
    INSERT INTO table_funnel_hourly AS h (restaurant_id, hour, "table", orders, paid_orders)
    SELECT restaurant_id, date_trunc('hour', created_at, 'UTC'), "table", sum(sign), coalesce(sum(sign) FILTER (WHERE paid), 0)
    FROM changed WHERE "table" IS NOT NULL
    GROUP BY 1, 2, 3 HAVING (sum(sign), coalesce(sum(sign) FILTER (WHERE paid), 0)) <> (0, 0)
    ON CONFLICT (restaurant_id, hour, "table") DO UPDATE
      SET orders = h.orders + excluded.orders, paid_orders = h.paid_orders + excluded.paid_orders
  $sql$, changed);
  -- An item's revenue counts while its order is paid: the items of orders whose payment, time or restaurant changed
  -- are taken out as they were and put back as they are.
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO order_items_daily AS d (restaurant_id, business_day, menu_id, name, quantity, revenue)
    SELECT c.restaurant_id, business_day_of(c.created_at, r.time_zone, r.day_cutoff),
           coalesce(i.menu_id, '00000000-0000-0000-0000-000000000000'), i.name,
           sum(c.sign * i.quantity), coalesce(sum(c.sign * i.line_total) FILTER (WHERE c.payment_status = 'PAID'), 0)
    FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.id, o.restaurant_id, o.created_at, o.payment_status, -1),
                                 (n.id, n.restaurant_id, n.created_at, n.payment_status, 1))
        AS c(id, restaurant_id, created_at, payment_status, sign)
      JOIN restaurants r ON r.id = c.restaurant_id
      JOIN order_items i ON i.order_id = c.id
    WHERE (o.restaurant_id, o.created_at, o.payment_status) IS DISTINCT FROM (n.restaurant_id, n.created_at, n.payment_status)
    GROUP BY 1, 2, 3, 4
    HAVING (sum(c.sign * i.quantity), coalesce(sum(c.sign * i.line_total) FILTER (WHERE c.payment_status = 'PAID'), 0)) <> (0, 0)
    ON CONFLICT (restaurant_id, business_day, menu_id, name) DO UPDATE
      SET quantity = d.quantity + excluded.quantity, revenue = d.revenue + excluded.revenue;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_rollups_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_rollups_follow();
--> statement-breakpoint
CREATE TRIGGER orders_rollups_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_rollups_follow();
--> statement-breakpoint
CREATE TRIGGER orders_rollups_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_rollups_follow();
--> statement-breakpoint
CREATE FUNCTION order_items_daily_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_items_daily AS d (restaurant_id, business_day, menu_id, name, quantity, revenue)
  SELECT o.restaurant_id, business_day_of(o.created_at, r.time_zone, r.day_cutoff),
         coalesce(i.menu_id, '00000000-0000-0000-0000-000000000000'), i.name,
         sum(i.quantity), coalesce(sum(i.line_total) FILTER (WHERE o.payment_status = 'PAID'), 0)
  FROM new_rows i JOIN orders o ON o.id = i.order_id JOIN restaurants r ON r.id = o.restaurant_id
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (restaurant_id, business_day, menu_id, name) DO UPDATE
    SET quantity = d.quantity + excluded.quantity, revenue = d.revenue + excluded.revenue;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_daily_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_daily_follow();
--> statement-breakpoint
-- A deleted order's items go with it (a cascade, once the order is gone): they are taken out before, one order at a
-- time (orders are deleted only with their restaurant, or by hand). Orders deleted with their restaurant are skipped:
-- its days go too.
CREATE FUNCTION order_items_daily_forget() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  day date;
BEGIN
  SELECT business_day_of(OLD.created_at, r.time_zone, r.day_cutoff) INTO day FROM restaurants r WHERE r.id = OLD.restaurant_id;
  IF NOT FOUND THEN
    RETURN OLD;
  END IF;
  UPDATE order_items_daily AS d
  SET quantity = d.quantity - gone.quantity, revenue = d.revenue - gone.revenue
  FROM (
    SELECT coalesce(i.menu_id, '00000000-0000-0000-0000-000000000000') AS menu_id, i.name, sum(i.quantity) AS quantity,
           CASE WHEN OLD.payment_status = 'PAID' THEN sum(i.line_total) ELSE 0 END AS revenue
    FROM order_items i WHERE i.order_id = OLD.id GROUP BY 1, 2
  ) gone
  WHERE d.restaurant_id = OLD.restaurant_id AND d.business_day = day AND d.menu_id = gone.menu_id AND d.name = gone.name;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_daily_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_items_daily_forget();
--> statement-breakpoint
CREATE FUNCTION table_scans_hourly_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO table_funnel_hourly AS h (restaurant_id, hour, "table", scans)
    SELECT s.restaurant_id, date_trunc('hour', s.scanned_at, 'UTC'), s.table_number::text, %s count(*)
    FROM %I s JOIN restaurants r ON r.id = s.restaurant_id
    GROUP BY 1, 2, 3
    ON CONFLICT (restaurant_id, hour, "table") DO UPDATE SET scans = h.scans + excluded.scans
  $sql$, CASE TG_OP WHEN 'INSERT' THEN '' ELSE '-' END, CASE TG_OP WHEN 'INSERT' THEN 'new_rows' ELSE 'old_rows' END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER table_scans_hourly_insert AFTER INSERT ON table_scans REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION table_scans_hourly_follow();
--> statement-breakpoint
CREATE TRIGGER table_scans_hourly_delete AFTER DELETE ON table_scans REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION table_scans_hourly_follow();
--> statement-breakpoint
-- One restaurant's business days (every restaurant's with NULL), from its orders and items: after a change of its zone
-- or cut-off, and below.
CREATE FUNCTION business_day_rollups_fill(restaurant uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM orders_daily WHERE restaurant IS NULL OR restaurant_id = restaurant;
  DELETE FROM orders_customers_daily WHERE restaurant IS NULL OR restaurant_id = restaurant;
  DELETE FROM order_items_daily WHERE restaurant IS NULL OR restaurant_id = restaurant;
  INSERT INTO orders_daily (restaurant_id, business_day, order_type, payment_method, orders, paid_orders, revenue)
  SELECT o.restaurant_id, business_day_of(o.created_at, r.time_zone, r.day_cutoff), o.order_type, o.payment_method, count(*),
         count(*) FILTER (WHERE o.payment_status = 'PAID'), coalesce(sum(o.total) FILTER (WHERE o.payment_status = 'PAID'), 0)
  FROM orders o JOIN restaurants r ON r.id = o.restaurant_id WHERE restaurant IS NULL OR o.restaurant_id = restaurant
  GROUP BY 1, 2, 3, 4;
  INSERT INTO orders_customers_daily (restaurant_id, business_day, customer_name, orders)
  SELECT o.restaurant_id, business_day_of(o.created_at, r.time_zone, r.day_cutoff), coalesce(o.customer_name, ''), count(*)
  FROM orders o JOIN restaurants r ON r.id = o.restaurant_id WHERE restaurant IS NULL OR o.restaurant_id = restaurant
  GROUP BY 1, 2, 3;
  INSERT INTO order_items_daily (restaurant_id, business_day, menu_id, name, quantity, revenue)
  SELECT o.restaurant_id, business_day_of(o.created_at, r.time_zone, r.day_cutoff),
         coalesce(i.menu_id, '00000000-0000-0000-0000-000000000000'), i.name,
         sum(i.quantity), coalesce(sum(i.line_total) FILTER (WHERE o.payment_status = 'PAID'), 0)
  FROM orders o JOIN restaurants r ON r.id = o.restaurant_id JOIN order_items i ON i.order_id = o.id
  WHERE restaurant IS NULL OR o.restaurant_id = restaurant
  GROUP BY 1, 2, 3, 4;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION business_day_rollups_clock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM business_day_rollups_fill(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER business_day_rollups_clock AFTER UPDATE OF time_zone, day_cutoff ON restaurants FOR EACH ROW
  WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone OR OLD.day_cutoff IS DISTINCT FROM NEW.day_cutoff)
  EXECUTE FUNCTION business_day_rollups_clock();
--> statement-breakpoint
SELECT business_day_rollups_fill(NULL);
--> statement-breakpoint
INSERT INTO table_funnel_hourly (restaurant_id, hour, "table", scans, orders, paid_orders)
SELECT restaurant_id, hour, "table", sum(scans), sum(orders), sum(paid_orders)
FROM (
  SELECT restaurant_id, date_trunc('hour', scanned_at, 'UTC') AS hour, table_number::text AS "table", 1 AS scans, 0 AS orders,
         0 AS paid_orders
  FROM table_scans
  UNION ALL
  SELECT restaurant_id, date_trunc('hour', created_at, 'UTC'), "table", 0, 1, CASE WHEN payment_status = 'PAID' THEN 1 ELSE 0 END
  FROM orders WHERE "table" IS NOT NULL
) AS rows
GROUP BY 1, 2, 3;
