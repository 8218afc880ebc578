/**
 * The signed-in user as the server sees it, loaded from the database (through ViewerCache, which
 * keeps it a few seconds and forgets it whenever this process writes the tables it is made of).
 */
import { eq, sql } from 'drizzle-orm';
import type { Profile } from '../../domain';
import type { Database } from '../db/database';
import { users } from '../db/schema';

export interface ViewerRestaurant {
  uuid: string;
  name: string;
}

export interface Viewer extends Profile {
  id: string;
  email: string;
  name: string | null;
  role: string;
  restoUuid: string | null;
  restaurants: ViewerRestaurant[];
  /** Tokens of another version are refused (see endSessions). */
  sessionVersion: number;
  /**
   * Set while a super admin views the app as this viewer (viewAs/): who is really there, why, and
   * until when. Every rule is evaluated as this viewer; every mutation but endViewAs is refused.
   */
  viewAs?: ViewAsSession;
}

export interface ViewAsSession {
  by: { id: string; email: string; sessionVersion: number };
  reason: string;
  until: Date;
  /** Its token's digest, which endViewAs lists as ended (viewAs/endedViews.ts). */
  digest: string;
}

/**
 * The user's restaurants: its resto_uuid first, then its user_restaurants by name, found by key
 * (an `or` of the two would scan every restaurant). (Qualified names: drizzle renders a column of
 * the outer query unqualified, which the subquery's own `id` would capture.)
 */
const ownRestaurants = sql<ViewerRestaurant[]>`coalesce((
  select json_agg(json_build_object('uuid', r.id, 'name', r.name) order by r.id = "users"."resto_uuid" desc, lower(r.name) collate "C")
  from restaurants r
  where r.id = any (array(select "users"."resto_uuid" union select ur.restaurant_id from user_restaurants ur where ur.user_id = "users"."id"))
), '[]'::json)`;

export async function loadViewer(db: Database, userId: string): Promise<Viewer | undefined> {
  const [viewer] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      restoUuid: users.restoUuid,
      restaurants: ownRestaurants,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.id, userId));
  return viewer;
}
