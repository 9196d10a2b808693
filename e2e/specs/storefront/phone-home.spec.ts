import { demoBuyer, origin, signIn } from '../../support/auth';
import { expect, type Lang, test } from '../../support/fixtures';
import { sideOverflow } from './support';

// Issue 31: what a phone buyer met on the home page and in the Russian header.
test.describe('phone home and header at 390 × 844 (issue 31)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ['zh_CN', 'ru_RU'] satisfies Lang[]) {
    test(`a product card is on the first screen (${lang})`, async ({ page, context }) => {
      await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
      await page.goto('/mallview/mall/home');
      // No scroll: the first floor's first card (picture, name and price) is inside the 390 × 844 screen.
      const card = page.getByTestId('product-card').first();
      await expect(card).toBeInViewport({ ratio: 1 });
      await expect(card).toContainText(/\d/);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test('a scroll right after opening is kept when the page comes alive', async ({ context }) => {
    // A page of its own, not the fixture's: the test scrolls before the app's code has run.
    const page = await context.newPage();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The app's code waits until the visitor has scrolled: hydration comes after the scroll, as on a slow phone.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/mallview/mall/home', { waitUntil: 'commit' });
    await expect(page.getByTestId('footer-fold')).toBeVisible();
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(page.getByTestId('footer-fold')).toBeInViewport();
    const scrolled = await page.evaluate(() => window.scrollY);
    release();
    // The footer's fold opens once the app has hydrated it: what the visitor sees of a working page. The tap
    // is dispatched where the button is, so the test itself never scrolls the page.
    const fold = page.getByTestId('footer-fold');
    const column = page.locator('footer.site-footer').getByTestId('footer-column').first();
    await expect(async () => {
      if (!(await column.isVisible())) await fold.dispatchEvent('click');
      await expect(column).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    expect(await page.evaluate(() => window.scrollY), 'scroll position').toBeGreaterThanOrEqual(scrolled - 2);
  });

  for (const signedIn of [false, true]) {
    test(`the Russian header fits the screen ${signedIn ? 'signed in' : 'signed out'}: whole top strip, a wide search box, a readable logo`, async ({
      page,
      context,
      request,
    }) => {
      if (signedIn) await signIn(request, context, demoBuyer);
      await context.addCookies([{ name: 'site_lang', value: 'ru_RU', url: origin }]);
      await page.goto('/mallview/mall/home');
      if (signedIn) await expect(page.getByRole('button', { name: 'Мой аккаунт' })).toBeVisible();
      else await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();
      const past = await page.evaluate(() =>
        [...document.querySelectorAll('nav.top-bar *, header.site-header *')]
          // The tabs row is a strip that scrolls sideways (its own overflow), as phone shops' tab rows do.
          .filter((el) => !el.closest('.menu-tabs') && el.getClientRects().length > 0)
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
          })
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
          ),
      );
      expect(past, 'parts of the header past the screen edge').toEqual([]);
      const box = await page.locator('header.site-header .search-box').boundingBox();
      expect(box!.width, 'search box width').toBeGreaterThanOrEqual(200);
      // The logo: its text at 12 px or more, or the picture's mark without the wordmark's text (no wider than high).
      const logo = await page.locator('.site-header__logo').evaluate((link) => {
        const img = link.querySelector('img');
        if (img) {
          const r = img.getBoundingClientRect();
          return { mark: r.width <= r.height + 0.5, font: 0 };
        }
        const span = link.querySelector('span');
        return { mark: false, font: span ? Number.parseFloat(getComputedStyle(span).fontSize) : 0 };
      });
      expect(logo.mark || logo.font >= 12, JSON.stringify(logo)).toBe(true);
    });
  }
});

test.describe('the phone top strip at 390 × 844: one row, the account links in a menu (issue 31)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const texts = {
    zh_CN: {
      more: '更多',
      mine: '我的',
      signIn: '请登录',
      register: '免费注册',
      centre: '个人中心',
      logout: '退出',
      help: '帮助中心',
    },
    ru_RU: {
      more: 'Ещё',
      mine: 'Мой аккаунт',
      signIn: 'Войти',
      register: 'Регистрация',
      centre: 'Личный кабинет',
      logout: 'Выйти',
      help: 'Помощь',
    },
  } as const;
  for (const lang of ['zh_CN', 'ru_RU'] as const) {
    for (const signedIn of [false, true]) {
      test(`${lang} ${signedIn ? 'signed in' : 'signed out'}`, async ({ page, context, request }) => {
        const text = texts[lang];
        if (signedIn) await signIn(request, context, demoBuyer);
        await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
        await page.goto('/mallview/mall/home');
        const strip = page.locator('nav.top-bar');
        const trigger = strip.getByRole('button', { name: signedIn ? text.mine : text.more, exact: true });
        await expect(trigger).toBeVisible();
        if (!signedIn)
          await expect(strip.getByRole('link', { name: text.signIn, exact: true })).toBeVisible();
        // One row: the strip is as tall as one 24 px target and its padding.
        const height = await strip.evaluate((nav) => nav.getBoundingClientRect().height);
        expect(height, 'top strip height').toBeLessThanOrEqual(40);
        await trigger.click();
        const menu = page.getByTestId('strip-menu');
        await expect(menu).toBeVisible();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        const names = signedIn ? [text.centre, text.logout, text.help] : [text.register, text.help];
        for (const name of names) {
          const item = menu.getByRole(name === text.logout ? 'button' : 'link', { name, exact: true });
          await expect(item).toBeInViewport();
          const box = await item.boundingBox();
          expect(box!.height, `${name} target height`).toBeGreaterThanOrEqual(24);
        }
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await trigger.click();
        await menu.getByRole('link', { name: text.help, exact: true }).click();
        await expect(menu).toBeHidden();
        await expect(page).toHaveURL(/help/i);
      });
    }
  }
});

test.describe('portal landings at 390 × 844 (issue 31)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ['zh_CN', 'ru_RU'] satisfies Lang[]) {
    test(`the channel's classes and the scenes fit the screen, labels beside their children (${lang})`, async ({
      page,
      context,
    }) => {
      await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
      await page.goto('/mallview/channelPath');
      const rows = page.locator('.channel-classes li');
      await expect(rows.first()).toBeVisible();
      // Each class's name stays left of its children (at 390 px in Russian the two columns put the next
      // column's name over this one's children, a word a line), and nothing reaches past the screen.
      const problems = await rows.evaluateAll((items) =>
        items.flatMap((li) => {
          const top = li.querySelector('.channel-classes__top')?.getBoundingClientRect();
          const children = li.querySelector('.channel-classes__children')?.getBoundingClientRect();
          const row = li.getBoundingClientRect();
          const name = (li.textContent ?? '').trim().slice(0, 20);
          const out: string[] = [];
          if (row.right > window.innerWidth + 0.5) out.push(`${name}: past the screen`);
          if (top && children && top.right > children.left + 0.5)
            out.push(`${name}: label over its children`);
          if (children && children.width < 120) out.push(`${name}: children ${children.width} px wide`);
          return out;
        }),
      );
      expect(problems).toEqual([]);
      expect(await sideOverflow(page), '/channelPath').toBeLessThanOrEqual(0);
      await expect(page.locator('.portal-hero__intro')).toBeInViewport();
      const intro = await page.locator('.portal-hero__intro').boundingBox();
      expect(intro!.x + intro!.width, 'the intro inside the screen').toBeLessThanOrEqual(390.5);

      await page.goto('/mallview/scene');
      const card = page.locator('.scene-card').first();
      await expect(card).toBeVisible();
      const box = await card.boundingBox();
      expect(box!.x + box!.width, 'a scene card inside the screen').toBeLessThanOrEqual(390.5);
      expect(await sideOverflow(page), '/scene').toBeLessThanOrEqual(0);
    });
  }
});
