-- Sessions end (users.session_version goes up) whenever what a token's profile was made of changes,
-- however it is written (the API, a script, psql): the role, the restaurant, the password or the
-- verification of a user, or the user's restaurant links. Sign-out raises it itself (endSessions).
CREATE FUNCTION users_end_sessions_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role IS DISTINCT FROM OLD.role
     OR NEW.resto_uuid IS DISTINCT FROM OLD.resto_uuid
     OR NEW.password_hash IS DISTINCT FROM OLD.password_hash
     OR NEW.verified IS DISTINCT FROM OLD.verified THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_end_sessions_on_change BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_end_sessions_on_change();
--> statement-breakpoint
CREATE FUNCTION user_restaurants_end_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE users SET session_version = session_version + 1 WHERE id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE users SET session_version = session_version + 1 WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_restaurants_end_sessions AFTER INSERT OR UPDATE OR DELETE ON user_restaurants
  FOR EACH ROW EXECUTE FUNCTION user_restaurants_end_sessions();
