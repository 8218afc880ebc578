CREATE TABLE "featured_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "restaurant_tags" (
	"restaurant_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "restaurant_tags_restaurant_id_tag_id_pk" PRIMARY KEY("restaurant_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "resto_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_id" text NOT NULL,
	"icon_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "primary_language" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "secondary_language" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "order_plan" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "delivery_charge" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "minimum_order" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "tax" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "service_charge" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "discount_min_nominal" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "discount_max_nominal" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "discount_min_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "discount_max_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "discount_presets" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "payment_methods" jsonb DEFAULT '[{"method":"CASH","active":true,"qrImageUrl":null}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "payment_title" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "payment_instruction" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "wifi_name" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "wifi_password" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "reservation_url" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "qr_name" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "table_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "featured_items" ADD CONSTRAINT "featured_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_tags" ADD CONSTRAINT "restaurant_tags_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_tags" ADD CONSTRAINT "restaurant_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "featured_items_restaurant_unique" ON "featured_items" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "restaurant_tags_tag_idx" ON "restaurant_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resto_categories_name_lower_unique" ON "resto_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_lower_unique" ON "tags" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_category_id_resto_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."resto_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurants_category_idx" ON "restaurants" USING btree ("category_id");