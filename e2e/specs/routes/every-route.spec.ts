import type { APIRequestContext, Page } from '@playwright/test';
import { origin, sessionCookies } from '../../support/auth';
import { type Finding, seriousViolations } from '../../support/axe';
import { expect, type Lang, systemParams, test } from '../../support/fixtures';
import {
  type Group,
  groups,
  open,
  type Pack,
  packs,
  type RouteCase,
  type SignedInBuyer,
  signedInTest,
  titleOf,
  useLanguage,
} from '../../support/routes';

/**
 * Every route of the spec's route table (spec §2; apps/web/src/config/paths.ts) opens on its real page:
 * a page-specific element is shown, not the "being built" placeholder, the 404 or the error page; the
 * document title is "<page title> - <webtitle>" in the interface language; nothing is logged to the console
 * (the fixture fails the test otherwise); and axe finds no serious or critical WCAG 2.2 AA violation at
 * desktop size (e2e/support/axe.ts; accessibility.spec.ts checks the phone size). Each route is opened
 * once, in one language: the groups share the four out, so every language's titles are read (the packs
 * have the same keys: typeof zh). The pages themselves are asserted in depth by their own specs. Routes that
 * need an id get a real one from the API; routes that need a session run signed in as a fresh buyer, one
 * per worker with its order and payment (made once, not for every test).
 *
 * A visitor's routes are each opened as a first load (the server's page, hydrated by the app), with the
 * browser's clock two minutes ahead of the server's (a phone's clock that runs fast, or a slow load), and
 * fail on a hydration error (React #418/#423/#425, "did not match"): the page must hydrate to what the
 * server rendered, in every part (components/hydration-slice.tsx), and must keep the server's markup: the
 * main content element and at least 90 % of the elements in it are still the ones the server sent (a page
 * React threw away and rendered again logs no error, the issue 31 case of antd's motion provider appearing
 * above the page after hydration). A signed-in user's page is rendered in
 * the browser (no hydration), so those groups go from route to route through the router.
 */

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** React's hydration errors, minified (#418 text, #423 recoverable, #425 text content) or not. */
const hydrationError = /#418|#423|#425|hydrat|did not match/i;

/** How far the browser's clock runs ahead of the server's in the visitors' tests. */
const clockSkewMs = 120_000;

/**
 * Waits until the browser is idle: React hydrates the page's parts after the page responds, in tasks it
 * schedules one after another, so an idle period comes only after the last part has hydrated.
 */
async function settled(page: Page) {
  for (let round = 0; round < 2; round++)
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/** The share of the server's main content that hydration must keep (the rest: popover triggers swapped on purpose). */
const keptShare = 0.9;

/**
 * Notes the server's main content before any script of the page runs: the document turns "interactive"
 * once the HTML is parsed, before the module scripts (deferred) start the app.
 */
function noteServerMarkup() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const main = document.getElementById('main');
    const marks = window as unknown as { serverMain?: Element | null; serverElements?: Element[] };
    marks.serverMain = main;
    marks.serverElements = main ? Array.from(main.querySelectorAll('*')) : [];
  });
}

/** Whether hydration kept the server's main element, and how many of the elements in it are still there. */
function serverMarkupKept(page: Page) {
  return page.evaluate(() => {
    const marks = window as unknown as { serverMain?: Element | null; serverElements?: Element[] };
    const elements = marks.serverElements ?? [];
    return {
      mainKept: !!marks.serverMain && marks.serverMain === document.getElementById('main'),
      kept: elements.filter((element) => element.isConnected).length,
      of: elements.length,
    };
  });
}

/** Collects the page's hydration errors (console errors and uncaught errors), emptied by each route. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && hydrationError.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (hydrationError.test(`${error.name} ${error.message}`)) errors.push(`pageerror: ${error.message}`);
  });
  return errors;
}

async function visit(
  page: Page,
  route: RouteCase,
  previous: RouteCase | undefined,
  lang: Lang,
  webTitle: string,
  hydration: string[] | null,
): Promise<Finding[]> {
  const text = packs[lang] as Pack;
  return test.step(`${route.path} (${lang})`, async () => {
    if (hydration) {
      hydration.length = 0;
      await page.goto(`/mallview${route.path}`);
      await settled(page);
      expect(hydration, `${route.path} hydrates without an error`).toEqual([]);
      const markup = await serverMarkupKept(page);
      expect(markup.mainKept, `${route.path} keeps the server's main element`).toBe(true);
      expect(
        markup.kept,
        `${route.path} keeps the server's markup (${markup.kept} of ${markup.of})`,
      ).toBeGreaterThanOrEqual(Math.ceil(markup.of * keptShare));
    } else await open(page, route, previous);
    await expect(route.shows(page, text).first(), `${route.path} shows its page`).toBeVisible();
    const title = titleOf(route, text);
    await expect(page, `${route.path} title`).toHaveTitle(
      new RegExp(`^${literal(title)} - ${literal(webTitle)}$`),
    );
    await expect(page.getByTestId('page-not-found')).toHaveCount(0);
    await expect(page.getByText(text.pages.error.title, { exact: true })).toHaveCount(0);
    if (!route.path.startsWith('/mall/todo')) await expect(page.getByTestId('todo-page')).toHaveCount(0);
    return seriousViolations(page, route.path);
  });
}

async function visitAll(page: Page, request: APIRequestContext, group: Group, buyer: SignedInBuyer | null) {
  const [routes, params] = await Promise.all([
    group.routes(request, buyer),
    systemParams(request, group.lang),
  ]);
  // axe takes about a second a page on a quiet machine, far longer on a busy one.
  test.setTimeout(60_000 + routes.length * 30_000);
  const findings: Finding[] = [];
  // A visitor's page is the server's, hydrated: each route is a first load (signed in: rendered here).
  const hydration = buyer ? null : hydrationErrors(page);
  let previous: RouteCase | undefined;
  for (const route of routes) {
    findings.push(...(await visit(page, route, previous, group.lang, params.webtitle!, hydration)));
    previous = route;
  }
  expect(findings, 'serious or critical WCAG 2.2 AA violations at desktop size').toEqual([]);
}

test.describe('every route of the route table', () => {
  for (const group of groups) {
    if (group.signedIn) {
      signedInTest(`${group.name} (${group.lang})`, async ({ page, context, request, buyer }) => {
        test.slow();
        await useLanguage(context, group.lang);
        await context.addCookies(sessionCookies(buyer.token));
        await visitAll(page, request, group, buyer);
      });
    } else {
      test(`${group.name} (${group.lang})`, async ({ page, context, request }) => {
        test.slow();
        await useLanguage(context, group.lang);
        await context.addInitScript((skew) => {
          const now = Date.now;
          Date.now = () => now() + skew;
        }, clockSkewMs);
        await context.addInitScript(noteServerMarkup);
        await visitAll(page, request, group, null);
      });
      // What a search engine or a phone on a slow network gets before any script runs: the server's page,
      // with its content (no loading skeleton), its title and its status.
      test(`${group.name} without JavaScript (${group.lang})`, async ({ browser, request }) => {
        test.slow();
        const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
        await useLanguage(context, group.lang);
        const page = await context.newPage();
        const [routes, params] = await Promise.all([
          group.routes(request, null),
          systemParams(request, group.lang),
        ]);
        const text = packs[group.lang] as Pack;
        for (const route of routes) {
          await test.step(`${route.path} (${group.lang}, no JavaScript)`, async () => {
            const response = await page.goto(`/mallview${route.path}`);
            expect(response?.status(), `${route.path} status`).toBe(200);
            await expect(route.shows(page, text).first(), `${route.path} shows its page`).toBeVisible();
            await expect(page.locator('.ant-skeleton'), `${route.path} has its data`).toHaveCount(0);
            const title = titleOf(route, text);
            await expect(page, `${route.path} title`).toHaveTitle(
              new RegExp(`^${literal(title)} - ${literal(params.webtitle!)}$`),
            );
          });
        }
        await context.close();
      });
    }
  }
});
