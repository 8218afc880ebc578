/**
 * Menu duplication: what the preview says per target restaurant, how each name clash is
 * resolved, and what each target's copy did; the server computes them, the screen shows them.
 */
import { isCurrency, type Currency } from './currency';
import { maxValue, minValue, number, required, validateRecord, type MessageRef, type Rule } from './validation';

export const CLASH_CHOICES = ['SKIP', 'OVERWRITE', 'RENAME'] as const;
export type ClashChoice = (typeof CLASH_CHOICES)[number];

export interface PlannedCopy {
  menuId: string;
  name: string;
  categoryName: string | null;
  /** The source menu's price, in the source's currency. */
  price: number;
  /** The target's menu of the same name (case-insensitive), when there is one. */
  clashesWith: string | null;
}

export interface TargetPlan {
  restaurantId: string;
  restaurantName: string;
  /**
   * The target's currency, and the source's: prices are numbers in a currency, so menus are copied only where the two
   * are the same.
   */
  currency: string;
  sourceCurrency: string;
  copies: PlannedCopy[];
}

/**
 * Whether copies into the plan's restaurant change currency: their prices then need a rate (a price would change its
 * meaning).
 */
export const changesCurrency = (plan: Pick<TargetPlan, 'currency' | 'sourceCurrency'>): boolean =>
  plan.currency !== plan.sourceCurrency;

/** How many units of the target's currency one unit of the source's is worth, for a target of another currency. */
export interface PriceRate {
  targetRestaurantId: string;
  rate: number;
}

export const RATE_RULES: readonly Rule[] = [
  required(),
  number(),
  minValue('Rate', 0.000001),
  maxValue('Rate', 1_000_000),
];

/**
 * Roughly what one unit of each currency is worth in US dollars (late 2026), only to catch a rate typed
 * the wrong way round or off by powers of ten: a rate is taken within ten times either side of the
 * one these give (docs/decisions.md, menu duplication).
 */
const WORTH_IN_US_DOLLARS: Record<Currency, number> = { US$: 1, S$: 0.77, A$: 0.66, NZ$: 0.59, 'Rp.': 0.00006 };

/** About how many units of `target` one unit of `source` is worth, to two significant digits. */
export const indicativeRate = (source: Currency, target: Currency): number =>
  Number((WORTH_IN_US_DOLLARS[source] / WORTH_IN_US_DOLLARS[target]).toPrecision(2));

/**
 * What is wrong with the rate from the source's currency to the target's, as the server refuses it; nothing when it is
 * fine.
 */
export function rateProblem(rate: unknown, source: string, target: string): MessageRef | undefined {
  const problem = validateRecord({ rate }, { rate: RATE_RULES }).rate;
  if (problem || !isCurrency(source) || !isCurrency(target)) return problem;
  const about = indicativeRate(source, target);
  const value = Number(rate);
  return value < about / 10 || value > about * 10
    ? { key: 'validation.implausibleRate', params: { source, currency: target, rate: about } }
    : undefined;
}

/** A price converted at `rate`, rounded as the currency shows it (Rupiah in whole amounts, the others in cents). */
export function convertPrice(price: number, rate: number, currency: string): number {
  const unit = currency === 'Rp.' ? 1 : 100;
  // Twelve significant digits first, so that a product such as 29962.4999… rounds as the 29962.5 it is.
  return Math.round(Number((price * rate * unit).toPrecision(12))) / unit;
}

/** Where a target's clash and its resolution meet: the target restaurant and the source menu. */
export const resolutionKey = (targetRestaurantId: string, menuId: string) => `${targetRestaurantId} ${menuId}`;

export interface Resolution {
  targetRestaurantId: string;
  menuId: string;
  choice: ClashChoice;
  /** The new name, for RENAME. */
  name?: string | null;
}

export interface TargetOutcome {
  restaurantId: string;
  created: number;
  overwritten: number;
  skipped: number;
}

/** What a duplication will do with these resolutions, as the server counts it once done. */
export function plannedOutcome(
  plans: readonly TargetPlan[],
  resolutions: ReadonlyMap<string, Pick<Resolution, 'choice'>>,
): Omit<TargetOutcome, 'restaurantId'> {
  const outcome = { created: 0, overwritten: 0, skipped: 0 };
  for (const plan of plans) {
    for (const copy of plan.copies) {
      const choice = copy.clashesWith
        ? (resolutions.get(resolutionKey(plan.restaurantId, copy.menuId))?.choice ?? 'SKIP')
        : 'NEW';
      if (choice === 'SKIP') outcome.skipped += 1;
      else if (choice === 'OVERWRITE') outcome.overwritten += 1;
      else outcome.created += 1;
    }
  }
  return outcome;
}
