import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A serious or critical violation on one route: the rule, its help text and (up to five) elements. */
export interface Finding {
  route: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe over the page as it is now; answers its serious and critical WCAG 2.2 AA violations. */
export async function seriousViolations(page: Page, route: string): Promise<Finding[]> {
  // Only the violations come back: the passes of a long product list are most of axe's time. Legacy mode
  // runs axe in the page itself: the default opens a new blank page for each analysis to merge the
  // frames' results, which made each page 3-5 times slower to check (home 7.7 s against 2.8 s on a busy
  // machine) for nothing, the storefront's pages having no frames of another origin.
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      route,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`),
    }));
}
