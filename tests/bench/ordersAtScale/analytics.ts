/**
 * The analytics screen's figures as the screen asks for them (every figure in one request, `queryType=multi`) over
 * its default period (the last 30 days) and over 90 days: for the busiest restaurant and for the platform. The first
 * request after the start is reported on its own (cold), then the median and p95 of ten.
 */
import { presetPeriod, type Preset } from '../../../src/admin/resources/analytics/period';
import { dashboardQueries } from '../../../src/admin/resources/analytics/queries';
import type { RunningApp } from '../../support/app';
import { BUSIEST } from './restaurants';
import { timed } from '../figures';
import { figure, timings, type Figure } from './figure';

const SCREEN_TARGET_MS = 1000;

async function screen(app: RunningApp, token: string, preset: Preset, restaurantId?: string) {
  const period = presetPeriod(preset, { from: '', to: '' });
  const queries = Object.values(dashboardQueries(restaurantId ? [restaurantId] : null, period, restaurantId));
  const url = `${app.url}/cubejs-api/v1/load?queryType=multi&query=${encodeURIComponent(JSON.stringify(queries))}`;
  const response = await fetch(url, { headers: { authorization: token } });
  if (!response.ok) throw new Error(`analytics answered ${response.status}: ${await response.text()}`);
  await response.json();
}

export async function analyticsFigures(app: RunningApp, token: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const preset of ['last30', 'last90'] as const) {
    for (const [who, restaurantId] of [
      ['the busiest restaurant', BUSIEST],
      ['the platform', undefined],
    ] as const) {
      const name = `analytics screen, ${who}, ${preset.slice(4)} days`;
      const [cold] = await timed(1, () => screen(app, token, preset, restaurantId));
      if (preset === 'last30') {
        figures.push(
          figure(`${name}, first request`, `${cold.toFixed(0)} ms`, {
            text: `< ${SCREEN_TARGET_MS} ms`,
            met: cold < SCREEN_TARGET_MS,
          }),
        );
      }
      figures.push(timings(name, await timed(10, () => screen(app, token, preset, restaurantId)), SCREEN_TARGET_MS));
    }
  }
  return figures;
}
