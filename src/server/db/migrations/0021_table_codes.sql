CREATE TABLE "table_codes" (
	"restaurant_id" uuid NOT NULL,
	"table_number" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_codes_restaurant_id_table_number_pk" PRIMARY KEY("restaurant_id","table_number"),
	CONSTRAINT "table_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "confirm_table_orders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation" text;--> statement-breakpoint
ALTER TABLE "table_codes" ADD CONSTRAINT "table_codes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_pending_confirmation_idx" ON "orders" USING btree ("restaurant_id","created_at") WHERE "orders"."confirmation" = 'PENDING';--> statement-breakpoint
-- Every table has its code from the moment it exists (docs/features.md, "Table codes"): written here for the tables
-- of today, and by the database whenever a restaurant is created or its table count grows, whoever writes it. A code
-- is 122 random bits (gen_random_uuid's), as 32 hexadecimal digits. A table dropped by a smaller count keeps its
-- code, valid again if the count grows back.
INSERT INTO "table_codes" ("restaurant_id", "table_number", "code")
  SELECT r.id, n, replace(gen_random_uuid()::text, '-', '') FROM "restaurants" AS r, generate_series(1, r.table_count) AS n;--> statement-breakpoint
CREATE FUNCTION restoboard_table_codes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_codes (restaurant_id, table_number, code)
    SELECT NEW.id, n, replace(gen_random_uuid()::text, '-', '') FROM generate_series(1, NEW.table_count) AS n
    ON CONFLICT (restaurant_id, table_number) DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER restaurants_table_codes AFTER INSERT OR UPDATE OF table_count ON restaurants FOR EACH ROW
  EXECUTE FUNCTION restoboard_table_codes();
