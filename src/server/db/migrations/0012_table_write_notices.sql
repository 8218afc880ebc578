-- Every process on the database hears of each write of the tables a signed-in viewer is made of
-- (src/server/realtime/tableWriteNotices.ts): a sign-out, a password, role, restaurant or activity
-- change, however it is written (the API of any process, a script, psql), empties every process's
-- viewer cache as soon as it commits, and closes the live sockets of the sessions it ended.
-- The payload is the table's name, and for an update of restaurants (a settings save, the usual
-- write) the ids it wrote when they are few: `restaurants:{id},{id}`. Far below NOTIFY's 8,000 bytes.
CREATE FUNCTION restoboard_table_write_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('restoboard_table_writes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION restoboard_rows_write_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  SELECT CASE WHEN count(*) <= 100 THEN string_agg(id::text, ',') END INTO ids FROM written;
  PERFORM pg_notify('restoboard_table_writes', TG_TABLE_NAME || coalesce(':' || ids, ''));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_write_notice AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION restoboard_table_write_notice();
--> statement-breakpoint
CREATE TRIGGER user_restaurants_write_notice AFTER INSERT OR UPDATE OR DELETE ON user_restaurants FOR EACH STATEMENT EXECUTE FUNCTION restoboard_table_write_notice();
--> statement-breakpoint
CREATE TRIGGER restaurants_write_notice AFTER INSERT OR DELETE ON restaurants FOR EACH STATEMENT EXECUTE FUNCTION restoboard_table_write_notice();
--> statement-breakpoint
CREATE TRIGGER restaurants_update_notice AFTER UPDATE ON restaurants REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION restoboard_rows_write_notice();
