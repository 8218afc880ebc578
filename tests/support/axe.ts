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
 * Runs axe on the colours the page settles on: while it runs, CSS transitions and animations are
 * switched off, so nothing is caught half-way (a dialog fading in, or a button whose data arrive
 * while axe reads and that turns from disabled grey to its colour over 250 ms, has for a moment
 * colours it will not keep). Injected through the DevTools protocol so the app's CSP does not block it.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  try {
    // Script-driven animations (the Web Animations API) are not CSS: those that end are waited for.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    );
    await page.evaluate(axeSource);
    return await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run(context: Document): Promise<{
              violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
            }>;
          };
        }
      ).axe;
      const { violations } = await axe.run(document);
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    });
  } finally {
    await still.evaluate((style) => (style as Element).remove());
  }
}
