import { accountEndpoints, authEndpoints, ErrorCode } from '@mall/contracts';
import { api } from '../../support/api';
import { demoBuyer, demoTwoCentres, sessionCookies, signIn } from '../../support/auth';
import { expect, overrideParams, test } from '../../support/fixtures';

const strip = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: '顶部工具栏' });

test.describe('session lifecycle', () => {
  test('logout ends the session on the server and reloads home as a visitor', async ({
    page,
    context,
    request,
  }) => {
    const token = await signIn(request, context, demoBuyer);
    await page.goto('/mallview/mall/product?classId=2');
    await expect(strip(page).getByTestId('greeting')).toHaveText('您好，杭州优采贸易有限公司');
    await strip(page).getByRole('button', { name: '退出' }).click();
    await expect(page).toHaveURL(/\/mallview\/mall\/home$/);
    await expect(strip(page).getByRole('link', { name: '请登录' })).toBeVisible();
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('X-Access-Token');
    expect(names).not.toContain('mall_signed_in');
    // The old token no longer works.
    const response = await api(request).call(accountEndpoints.userInfo, {}, { token });
    expect(response.code).not.toBe(ErrorCode.OK);
  });

  test('identity switch: only with two centres; the seller centre goes to its workbench', async ({
    page,
    context,
    request,
  }) => {
    const before = await signIn(request, context, demoTwoCentres, undefined, 'DRP.TMALL.BUYER');
    await page.goto('/mallview/mall/home');
    const switcher = strip(page).getByRole('button', { name: '切换身份' });
    await switcher.hover();
    const seller = page.getByRole('button', { name: /供应商|卖家/ });
    await seller.click();
    await expect(page).toHaveURL(/\/console\/merchant\/?$/);
    const after = (await context.cookies()).find((c) => c.name === 'X-Access-Token')?.value;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  });

  test('a one-centre buyer has no identity switch', async ({ page, context, request }) => {
    await signIn(request, context, demoBuyer);
    await page.goto('/mallview/mall/home');
    await expect(strip(page).getByTestId('greeting')).toBeVisible();
    await expect(strip(page).getByRole('button', { name: '切换身份' })).toHaveCount(0);
  });

  test.describe('an ended session', () => {
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test('a garbled token is cleared and the personal centre goes to sign-in', async ({ page, context }) => {
      await context.addCookies(sessionCookies('garbled-token'));
      await page.goto('/mallview/user/account/info');
      await expect(page).toHaveURL(/\/sso\/login\?redirect=%2Fmallview%2Fuser%2Faccount%2Finfo/);
      // The server took both cookies back with its 50002 answer.
      const names = (await context.cookies()).map((c) => c.name);
      expect(names).not.toContain('X-Access-Token');
      expect(names).not.toContain('mall_signed_in');
    });

    test('a replayed ticket is refused and the user is sent to sign-in after 1.5 s', async ({ page }) => {
      await page.goto('/mallview/mall/home?tkn_account=not-a-real-ticket');
      await expect(page.locator('.ant-message-error')).toBeVisible();
      await expect(page).toHaveURL(/\/sso\/login\?redirect=%2Fmallview%2Fmall%2Fhome/, { timeout: 5000 });
    });
  });
});

test('the procurement-system link opens URL_SRM_DOMAIN with a one-time ticket', async ({
  page,
  context,
  request,
}) => {
  await overrideParams(page, { URL_SRM_DOMAIN: 'https://srm.example.com/sso' });
  await context.route('https://srm.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>srm</title>' }),
  );
  await signIn(request, context, demoBuyer);
  await page.goto('/mallview/mall/product?classId=2');
  const popup = context.waitForEvent('page');
  await page.getByTestId('srm-link').click();
  const srm = await popup;
  await expect(srm).toHaveURL(/^https:\/\/srm\.example\.com\/sso\?tkn_account=.+/);
  const ticket = new URL(srm.url()).searchParams.get('tkn_account') ?? '';
  // The procurement system checks it once and learns whose it is; the mall's own exchange refuses it.
  const client = api(request);
  const exchanged = await client.call(authEndpoints.ticketLogin, { body: { ticket } });
  expect(exchanged.code).toBe(ErrorCode.TICKET_INVALID);
  const first = await client.ok(authEndpoints.ssoTicketCheck, { body: { ticket } });
  expect(first).toMatchObject({ mobile: demoBuyer, original: null });
  const second = await client.call(authEndpoints.ssoTicketCheck, { body: { ticket } });
  expect(second.code).toBe(ErrorCode.TICKET_INVALID);
});
