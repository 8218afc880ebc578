CREATE TABLE "media_blobs" (
	"file_name" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
