CREATE TABLE "feed_menus" (
	"feed_id" uuid NOT NULL,
	"menu_id" uuid NOT NULL,
	CONSTRAINT "feed_menus_feed_id_menu_id_pk" PRIMARY KEY("feed_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_secondary" text,
	"body" text NOT NULL,
	"body_secondary" text,
	"cover_url" text,
	"publish_at" timestamp with time zone,
	"expire_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restaurant_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_restaurants" (
	"promo_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	CONSTRAINT "promo_restaurants_promo_id_restaurant_id_pk" PRIMARY KEY("promo_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_secondary" text,
	"body" text NOT NULL,
	"body_secondary" text,
	"cover_url" text,
	"publish_at" timestamp with time zone,
	"expire_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"discount_type" text,
	"discount_value" numeric(14, 2),
	"min_order" numeric(14, 2),
	"max_discount" numeric(14, 2),
	"offer_starts_at" timestamp with time zone,
	"offer_ends_at" timestamp with time zone,
	CONSTRAINT "promos_discount_type_check" CHECK ("promos"."discount_type" is null or "promos"."discount_type" in ('PERCENTAGE', 'NOMINAL'))
);
--> statement-breakpoint
ALTER TABLE "feed_menus" ADD CONSTRAINT "feed_menus_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_menus" ADD CONSTRAINT "feed_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_restaurants" ADD CONSTRAINT "promo_restaurants_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_restaurants" ADD CONSTRAINT "promo_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_menus_menu_idx" ON "feed_menus" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "feeds_restaurant_publish_idx" ON "feeds" USING btree ("restaurant_id","publish_at");--> statement-breakpoint
CREATE INDEX "feeds_live_idx" ON "feeds" USING btree ("restaurant_id","published_at","expire_at");--> statement-breakpoint
CREATE INDEX "promo_restaurants_restaurant_idx" ON "promo_restaurants" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "promos_publish_idx" ON "promos" USING btree ("publish_at");