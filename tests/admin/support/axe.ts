import axe from 'axe-core';

/**
 * The serious and critical accessibility violations axe-core finds in a rendered screen (colour contrast left to the
 * browser tests: jsdom draws nothing).
 */
export async function axeViolations(container: HTMLElement): Promise<string[]> {
  const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}
