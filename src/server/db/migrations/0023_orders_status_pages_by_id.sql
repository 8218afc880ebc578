-- The order history filtered by status or payment status sorts by creation time, then by id: with the id in these
-- indexes its first page is read in order and a page far down from the index alone (docs/architecture.md §3). On a
-- large table the rebuild holds the writes of orders for its time (docs/production.md, "Upgrading").
DROP INDEX "orders_restaurant_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_restaurant_payment_created_idx";--> statement-breakpoint
CREATE INDEX "orders_restaurant_status_created_idx" ON "orders" USING btree ("restaurant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_restaurant_payment_created_idx" ON "orders" USING btree ("restaurant_id","payment_status","created_at","id");