CREATE TABLE "ended_view_as" (
	"token_digest" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ended_view_as_expires_idx" ON "ended_view_as" USING btree ("expires_at");