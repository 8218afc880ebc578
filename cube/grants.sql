-- What Cube's database user needs (docs/analytics.md, "On Cube"), and nothing more: to read the cubes' tables
-- (cube/model) and each user's role, session version, activity and restaurants (cube/userCache.js);
-- never an email, a password or a PIN hash. With the role made first (CREATE ROLE cube LOGIN PASSWORD '…'):
--   psql "$DATABASE_URL" -v cube_user=cube -f cube/grants.sql
GRANT USAGE ON SCHEMA public TO :"cube_user";
GRANT SELECT ON public.orders, public.order_items, public.menus, public.menu_categories, public.table_scans, public.day_closes, public.user_restaurants TO :"cube_user";
GRANT SELECT (id, role, session_version, active, resto_uuid) ON public.users TO :"cube_user";
GRANT SELECT (id, time_zone, day_cutoff) ON public.restaurants TO :"cube_user";
