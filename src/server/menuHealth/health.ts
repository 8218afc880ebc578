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
export async function restaurantHealth(db: Database, restaurantId: string, now: Date): Promise<RestaurantHealth | undefined> {
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
 * Every restaurant's number of problems, most first (then by name, then id: a total order, so no
 * restaurant shows on two pages), one page of them, and how many
 * restaurants there are. Each batch of restaurants is read and judged, then only its counts are
 * kept; between batches other requests reach the database.
 */
export async function healthOverview(db: Database, now: Date, page: { limit: number; offset: number }): Promise<{ total: number; restaurants: HealthCount[] }> {
  const ids = (await db.select({ id: restaurants.id }).from(restaurants).orderBy(asc(restaurants.name))).map((row) => row.id);
  const counts: HealthCount[] = [];
  for (let start = 0; start < ids.length; start += OVERVIEW_BATCH) {
    for (const graph of await loadMenuGraphs(db, ids.slice(start, start + OVERVIEW_BATCH), now)) {
      counts.push({ restaurantId: graph.restaurant.id, restaurantName: graph.restaurant.name, count: menuProblems(graph).length });
    }
  }
  counts.sort((a, b) => b.count - a.count || a.restaurantName.localeCompare(b.restaurantName) || (a.restaurantId < b.restaurantId ? -1 : a.restaurantId > b.restaurantId ? 1 : 0));
  return { total: counts.length, restaurants: counts.slice(page.offset, page.offset + page.limit) };
}
