import type { APIRequestContext, Page } from '@playwright/test';
import { sessionCookies } from '../../support/auth';
import { type Finding, seriousViolations } from '../../support/axe';
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
 * WCAG 2.2 AA on every route of the route table (e2e/support/routes.ts) at phone size (390 × 844):
 * axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules (e2e/support/axe.ts) finds no serious or critical
 * violation, as a visitor on the public pages and signed in on the buying pages and the personal centre (in
 * each group's language, so the four languages' pages are checked). The desktop size (1440 × 900) is
 * checked by every-route.spec.ts on its own visit of each route. Each test walks one group of routes (the
 * first route loaded, the others through the router, as in every-route.spec.ts) and reports every
 * violation of the group at once: the rule, its help text and the elements it found.
 */

const phone = { width: 390, height: 844 } as const;

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
      findings.push(...(await seriousViolations(page, route.path)));
    });
    previous = route;
  }
  expect(findings, 'serious or critical WCAG 2.2 AA violations').toEqual([]);
}

test.describe('accessibility of every route at phone size (axe, WCAG 2.2 AA)', () => {
  for (const group of groups) {
    const title = `${group.name} (${group.lang}, phone${group.signedIn ? ', signed in' : ''})`;
    if (group.signedIn) {
      signedInTest(title, async ({ page, context, request, buyer }) => {
        await page.setViewportSize(phone);
        await useLanguage(context, group.lang);
        await context.addCookies(sessionCookies(buyer.token));
        await checkAll(page, request, group, buyer);
      });
    } else {
      test(title, async ({ page, context, request }) => {
        await page.setViewportSize(phone);
        await useLanguage(context, group.lang);
        await checkAll(page, request, group, null);
      });
    }
  }
});
