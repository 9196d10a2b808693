import { merchantEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { registerByApi, signIn } from '../../support/auth';
import { expect, test } from '../../support/fixtures';

/*
 * Spec §9: a table scrolls inside the app height minus 250 px, never less than 350 px (one shared hook,
 * useTableScrollY). Checked on the financial service table, at a tall and a short window.
 */
test('the financial service table scrolls inside max(350, window height - 250) px', async ({
  page,
  context,
  request,
}) => {
  const user = await registerByApi(request);
  const token = await signIn(request, context, user.mobile, user.password);
  const [product] = await api(request).ok(merchantEndpoints.financeProducts);
  await api(request).ok(
    merchantEndpoints.financeApply,
    {
      body: {
        productId: product!.productId,
        companyName: '杭州表格测试有限公司',
        contactName: '陈明',
        mobile: user.mobile,
        amount: product!.minAmount,
        termMonths: product!.termMonths[0],
      },
    },
    { token },
  );

  const body = page.getByTestId('finance-mine').locator('.ant-table-body');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/mallview/mall/financialservice');
  await expect(body).toHaveCSS('max-height', '650px');
  // The window gets shorter: the floor of 350 px holds.
  await page.setViewportSize({ width: 1440, height: 520 });
  await expect(body).toHaveCSS('max-height', '350px');
  await page.setViewportSize({ width: 1440, height: 760 });
  await expect(body).toHaveCSS('max-height', '510px');
});
