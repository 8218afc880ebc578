ALTER TABLE "restaurants" ADD COLUMN "time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "day_cutoff" text DEFAULT '00:00' NOT NULL;--> statement-breakpoint
-- Existing restaurants take their country's zone, as a new one does (COUNTRY_TIME_ZONES in src/domain/timeZones.ts,
-- which tests/server/restaurantTimeZoneMigration.test.ts compares with this list); any other country keeps the
-- platform's zone, Asia/Jakarta, the column's default. The app's migrator runs this on its own connection, which the
-- outside-write audit trigger (0013) stands aside for: the change is this migration's, not a person's.
UPDATE "restaurants" SET "time_zone" = CASE lower(btrim("country"))
  WHEN 'indonesia' THEN 'Asia/Jakarta'
  WHEN 'id' THEN 'Asia/Jakarta'
  WHEN 'singapore' THEN 'Asia/Singapore'
  WHEN 'singapura' THEN 'Asia/Singapore'
  WHEN 'sg' THEN 'Asia/Singapore'
  WHEN 'australia' THEN 'Australia/Sydney'
  WHEN 'au' THEN 'Australia/Sydney'
  WHEN 'new zealand' THEN 'Pacific/Auckland'
  WHEN 'selandia baru' THEN 'Pacific/Auckland'
  WHEN 'nz' THEN 'Pacific/Auckland'
  WHEN 'united states' THEN 'America/New_York'
  WHEN 'united states of america' THEN 'America/New_York'
  WHEN 'amerika serikat' THEN 'America/New_York'
  WHEN 'usa' THEN 'America/New_York'
  WHEN 'us' THEN 'America/New_York'
  WHEN 'malaysia' THEN 'Asia/Kuala_Lumpur'
  WHEN 'my' THEN 'Asia/Kuala_Lumpur'
  WHEN 'thailand' THEN 'Asia/Bangkok'
  WHEN 'th' THEN 'Asia/Bangkok'
  WHEN 'philippines' THEN 'Asia/Manila'
  WHEN 'filipina' THEN 'Asia/Manila'
  WHEN 'ph' THEN 'Asia/Manila'
  WHEN 'vietnam' THEN 'Asia/Ho_Chi_Minh'
  WHEN 'viet nam' THEN 'Asia/Ho_Chi_Minh'
  WHEN 'vn' THEN 'Asia/Ho_Chi_Minh'
  WHEN 'japan' THEN 'Asia/Tokyo'
  WHEN 'jepang' THEN 'Asia/Tokyo'
  WHEN 'jp' THEN 'Asia/Tokyo'
  WHEN 'india' THEN 'Asia/Kolkata'
  WHEN 'in' THEN 'Asia/Kolkata'
  WHEN 'united kingdom' THEN 'Europe/London'
  WHEN 'uk' THEN 'Europe/London'
  WHEN 'gb' THEN 'Europe/London'
  ELSE "time_zone"
END
WHERE lower(btrim("country")) IN ('indonesia', 'id', 'singapore', 'singapura', 'sg', 'australia', 'au', 'new zealand', 'selandia baru', 'nz', 'united states', 'united states of america', 'amerika serikat', 'usa', 'us', 'malaysia', 'my', 'thailand', 'th', 'philippines', 'filipina', 'ph', 'vietnam', 'viet nam', 'vn', 'japan', 'jepang', 'jp', 'india', 'in', 'united kingdom', 'uk', 'gb');
