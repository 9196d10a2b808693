import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { sessionCookies } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import {
  type Group,
  groups,
  open,
  type Pack,
  packs,
  type RouteCase,
  type SignedInBuyer,
  signedInTest,
  useLanguage,
} from '../../support/routes';

/**
 * WCAG 2.2 AA on every route of the route table (e2e/support/routes.ts): axe-core with the WCAG 2.0, 2.1
 * and 2.2 A and AA rules finds no serious or critical violation, at desktop (1440 × 900) and phone
 * (390 × 844) sizes, as a visitor on the public pages and signed in on the buying pages and the personal
 * centre (in each group's language, so the four languages' pages are checked). Each test walks one group
 * of routes at one size (the first route loaded, the others through the router, as in every-route.spec.ts)
 * and reports every violation of the group at once: the rule, its help text and the elements it found.
 */

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const sizes = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

interface Finding {
  route: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

async function serious(page: Page, route: string): Promise<Finding[]> {
  // Only the violations come back: the passes of a long product list are most of axe's time.
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ resultTypes: ['violations'] })
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

async function checkAll(page: Page, request: APIRequestContext, group: Group, buyer: SignedInBuyer | null) {
  const routes = await group.routes(request, buyer);
  // axe takes about a second a page on a quiet machine, far longer on a busy one.
  test.setTimeout(60_000 + routes.length * 30_000);
  const text = packs[group.lang] as Pack;
  const findings: Finding[] = [];
  let previous: RouteCase | undefined;
  for (const route of routes) {
    await test.step(route.path, async () => {
      await open(page, route, previous);
      await expect(route.shows(page, text).first(), `${route.path} shows its page`).toBeVisible();
      findings.push(...(await serious(page, route.path)));
    });
    previous = route;
  }
  expect(findings, 'serious or critical WCAG 2.2 AA violations').toEqual([]);
}

test.describe('accessibility of every route (axe, WCAG 2.2 AA)', () => {
  for (const [size, viewport] of Object.entries(sizes)) {
    for (const group of groups) {
      const title = `${group.name} (${group.lang}, ${size}${group.signedIn ? ', signed in' : ''})`;
      if (group.signedIn) {
        signedInTest(title, async ({ page, context, request, buyer }) => {
          await page.setViewportSize(viewport);
          await useLanguage(context, group.lang);
          await context.addCookies(sessionCookies(buyer.token));
          await checkAll(page, request, group, buyer);
        });
      } else {
        test(title, async ({ page, context, request }) => {
          await page.setViewportSize(viewport);
          await useLanguage(context, group.lang);
          await checkAll(page, request, group, null);
        });
      }
    }
  }
});
