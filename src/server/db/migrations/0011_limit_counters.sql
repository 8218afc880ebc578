CREATE UNLOGGED TABLE "limit_counters" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "limit_counters_name_key_pk" PRIMARY KEY("name","key")
);
--> statement-breakpoint
CREATE INDEX "limit_counters_expires_idx" ON "limit_counters" USING btree ("expires_at");