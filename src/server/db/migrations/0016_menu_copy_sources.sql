ALTER TABLE "menus" ADD COLUMN "source_menu_id" uuid;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_source_menu_id_menus_id_fk" FOREIGN KEY ("source_menu_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menus_source_menu_idx" ON "menus" USING btree ("source_menu_id");