/** axe-core in a real page: the accessibility violations a browser test must not leave (serious or critical). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe on the page once its transitions have finished (endless ones aside) (a dialog fading in has, for a moment,
 * colours it will not keep), injected through the DevTools protocol so the app's CSP does not block it.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.waitForFunction(() =>
    // Endless animations (a progress bar while something loads, a keyboard-focused button's pulse) never finish: only the others are waited for.
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}
