import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * WCAG 2.0, 2.1 and 2.2, levels A and AA, and axe's best practices. Until issue 31 the run asked for the
 * WCAG tags only on paper: `options()` replaces what `withTags()` set, so axe ran its default rule set (the
 * WCAG rules and the best practices, without the rules it leaves off by default); the best practices stay,
 * so nothing that was checked is dropped.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules axe leaves off unless asked by name, and that an outside run found broken (issue 31):
 * - `label-content-name-mismatch` (WCAG 2.5.3, label in name: an aria-label must hold the visible text, or
 *   a speech user saying what they see does not reach the control) was `experimental` up to axe-core 4.13,
 *   so off; 4.14 runs it by default and compares words (Intl.Segmenter, so Chinese too), not substrings.
 * - `target-size` (WCAG 2.5.8, 24 × 24 px or spaced apart) is `enabled: false` in every axe version.
 */
const namedRules = ['label-content-name-mismatch', 'target-size'];

/**
 * axe-core 4.14, the version of the outside run, through the 4.13 wrapper: @axe-core/playwright 4.14 needs
 * Node 22.12 and the project runs on Node 20.19 (package.json engines), while axe-core itself runs in the
 * page and works with any wrapper of the 4.x API.
 */
const axeSource = axe.source;

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
  // machine) for nothing, the storefront's pages having no frames of another origin. One options object:
  // AxeBuilder's withTags() and options() overwrite each other.
  const results = await new AxeBuilder({ page, axeSource })
    .options({
      runOnly: { type: 'tag', values: tags },
      rules: Object.fromEntries(namedRules.map((rule) => [rule, { enabled: true }])),
      resultTypes: ['violations'],
    })
    .setLegacyMode(true)
    .analyze();
  // A rule that did not run passes silently: make sure the named ones did (as a pass, a violation, an
  // incomplete check or on no element at all).
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
      (r) => r.id,
    ),
  );
  const missing = namedRules.filter((rule) => !ran.has(rule));
  if (missing.length > 0) throw new Error(`axe did not run ${missing.join(', ')} on ${route}`);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      route,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes
        .slice(0, 5)
        .map(
          (n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary?.split('\n')[1] ?? ''}`,
        ),
    }));
}
