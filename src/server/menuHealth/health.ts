/** A restaurant's health (its problems by rule), and the platform's restaurants ranked by their number of problems. */
import { asc } from 'drizzle-orm';
import { MENU_HEALTH_PROBLEMS_PER_RULE, MENU_HEALTH_RULES, type MenuHealthRule, type MenuProblem } from '../../domain';
import type { Database } from '../db/database';
import { restaurants } from '../db/schema';
import { loadMenuGraph, loadMenuGraphs } from './menuGraph';
import { menuProblems } from './rules';

export interface RuleProblems {
  rule: MenuHealthRule;
  count: number;
  /** The first MENU_HEALTH_PROBLEMS_PER_RULE, by record name. */
  problems: MenuProblem[];
}

export interface RestaurantHealth {
  restaurantId: string;
  restaurantName: string;
  count: number;
  rules: RuleProblems[];
}

/** The rules that find anything, in their order, each with its count and its first problems. */
export function byRule(problems: readonly MenuProblem[]): RuleProblems[] {
  return MENU_HEALTH_RULES.flatMap((rule) => {
    const found = problems.filter((problem) => problem.rule === rule);
    return found.length ? [{ rule, count: found.length, problems: found.slice(0, MENU_HEALTH_PROBLEMS_PER_RULE) }] : [];
  });
}

/** One restaurant's health at `now`, or undefined when there is no such restaurant. */
export async function restaurantHealth(
  db: Database,
  restaurantId: string,
  now: Date,
): Promise<RestaurantHealth | undefined> {
  const graph = await loadMenuGraph(db, restaurantId, now);
  if (!graph) return undefined;
  const problems = menuProblems(graph);
  return { restaurantId, restaurantName: graph.restaurant.name, count: problems.length, rules: byRule(problems) };
}

/** Restaurants whose graphs are read together for the platform view: few enough to keep one batch's rows small. */
const OVERVIEW_BATCH = 20;

export interface HealthCount {
  restaurantId: string;
  restaurantName: string;
  count: number;
}

/**
 * Every restaurant's number of problems at `now`, most first (then by name, then id: a total order, so no restaurant
 * shows on two pages).
 */
async function healthCounts(db: Database, now: Date): Promise<HealthCount[]> {
  const ids = (await db.select({ id: restaurants.id }).from(restaurants).orderBy(asc(restaurants.name))).map(
    (row) => row.id,
  );
  const counts: HealthCount[] = [];
  for (let start = 0; start < ids.length; start += OVERVIEW_BATCH) {
    for (const graph of await loadMenuGraphs(db, ids.slice(start, start + OVERVIEW_BATCH), now)) {
      counts.push({
        restaurantId: graph.restaurant.id,
        restaurantName: graph.restaurant.name,
        count: menuProblems(graph).length,
      });
    }
  }
  return counts.sort(
    (a, b) =>
      b.count - a.count ||
      a.restaurantName.localeCompare(b.restaurantName) ||
      (a.restaurantId < b.restaurantId ? -1 : a.restaurantId > b.restaurantId ? 1 : 0),
  );
}

/**
 * The platform's counts being computed, per database: at most one computation at a time, shared by whoever asks
 * meanwhile.
 */
const countsRunning = new WeakMap<Database, Promise<HealthCount[]>>();

/**
 * The platform's restaurants by number of problems, one page of them, and how many restaurants there
 * are. Every restaurant's graph is read and judged a batch at a time (between batches other requests
 * reach the database); callers who ask while that runs share its result, so ten super admins opening
 * the view at once cost one computation, not ten (a result at most one computation old).
 */
export async function healthOverview(
  db: Database,
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ total: number; restaurants: HealthCount[] }> {
  let running = countsRunning.get(db);
  if (!running) {
    running = healthCounts(db, now).finally(() => countsRunning.delete(db));
    countsRunning.set(db, running);
  }
  const counts = await running;
  return { total: counts.length, restaurants: counts.slice(page.offset, page.offset + page.limit) };
}
