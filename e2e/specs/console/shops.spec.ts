import {
  catalogEndpoints,
  centreCodes,
  galleryEndpoints,
  platformEndpoints,
  shopProductEndpoints,
} from '@mall/contracts';
import { api, expectOk } from '../../support/api';
import { apiLogin, origin, signIn } from '../../support/auth';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { png } from '../../support/png';
import { useLanguage } from '../cart/support';
import { submittedApplication } from './support';

/*
 * Shops in the consoles (issue 33): the platform suspends a shop with a reason (Chinese); a visitor's search
 * no longer finds its product, and its shop page and product page say why (English); the merchant's
 * dashboard shows the reason; the platform restores it and search finds the product again. The merchant
 * edits its shop's introduction and the shop page shows it.
 */

const platformAdmin = '13900000000';
test('the platform suspends a shop with a reason and restores it; search, the shop page and the merchant follow', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.slow();
  // A merchant of its own, approved, with one product on sale (the workbench's editing is products.spec.ts).
  const applicant = await submittedApplication(request);
  const admin = await apiLogin(request, platformAdmin, undefined, centreCodes.platform);
  const { rows } = await api(request).ok(
    platformEndpoints.merchantApplicationList,
    { query: { keyword: applicant.companyName, status: 'submitted' } },
    { token: admin },
  );
  const approved = await api(request).ok(
    platformEndpoints.merchantApplicationReview,
    { body: { applicationId: rows[0]!.applicationId, decision: 'approve' } },
    { token: admin },
  );
  const shopId = approved.shopId!;
  const merchantToken = await apiLogin(request, applicant.mobile, applicant.password, centreCodes.merchant);
  const folder = await api(request).ok(
    galleryEndpoints.addFolder,
    { body: { name: '商品图片', pid: 0 } },
    { token: merchantToken },
  );
  const picture = expectOk(
    await api(request).upload(
      galleryEndpoints.upload,
      {
        fields: { folderId: folder.id },
        // A picture of a product's size: it stands first on the shared lists, whose journeys check that every
        // card's picture shows (a 1 px one rounds to 0 px wide in a 320w thumbnail slot).
        files: [{ name: 'pot.png', type: 'image/png', bytes: png(400, 400, [150, 80, 40]) }],
      },
      { token: merchantToken },
    ),
  );
  const tree = await api(request).ok(catalogEndpoints.classTree, { query: { classType: 1, showView: 1 } });
  const tag = `${Date.now() % 1_000_000}`;
  const name = `停业验证紫砂壶${tag}`;
  const draft = await api(request).ok(
    shopProductEndpoints.productSave,
    {
      body: {
        classId: tree[0]!.children[0]!.children[0]!.id,
        name: { zh_CN: name, en_US: `Suspension teapot S${tag}` },
        unit: '把',
        price: '99',
        stock: '10',
        images: [picture.fileUrl],
      },
    },
    { token: merchantToken },
  );
  await api(request).ok(
    shopProductEndpoints.productPublish,
    { body: { productId: draft.productId, version: draft.version, action: 'publish' } },
    { token: merchantToken },
  );
  const reason = `涉嫌销售假冒商品${tag}，请提交授权证明`;

  // The platform, in Chinese, suspends the shop from its list.
  await signIn(request, context, platformAdmin, undefined, centreCodes.platform);
  await page.goto('/console/platform/shops');
  await expect(page.getByRole('heading', { level: 1, name: '店铺管理' })).toBeVisible();
  const search = page.getByRole('search');
  await search.getByRole('searchbox').fill(applicant.shopName);
  await search.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('row').filter({ hasText: applicant.shopName });
  await expect(row.getByTestId('shop-status')).toHaveText('营业中');
  expect(await seriousViolations(page, '/console/platform/shops')).toEqual([]);
  await row.getByRole('button', { name: '暂停营业' }).click();
  const dialog = page.getByRole('dialog', { name: `暂停“${applicant.shopName}”营业` });
  await expect(dialog).toContainText('1 件在售商品');
  // The reason is required, by the contract's rule.
  await dialog.getByRole('button', { name: '暂停营业' }).click();
  await expect(dialog.getByText('不能为空')).toBeVisible();
  await dialog.getByLabel('暂停原因（商家和访客都会看到）').fill(reason);
  expect(await seriousViolations(page, '/console/platform/shops (suspend)')).toEqual([]);
  await dialog.getByRole('button', { name: '暂停营业' }).click();
  await expect(page.getByText(`已暂停“${applicant.shopName}”营业`)).toBeVisible();
  await expect(row.getByTestId('shop-status')).toHaveText('已暂停');
  await expect(row).toContainText(reason);

  // A visitor, in English: search no longer finds the product; its shop page and product page say why.
  const visitor = await browser.newContext({ baseURL: origin, locale: 'en-US' });
  await useLanguage(visitor, 'en_US');
  const shopper = await visitor.newPage();
  await shopper.goto(`/mallview/mall/product?searchkey=${encodeURIComponent(name)}`);
  await expect(shopper.getByText('No products match')).toBeVisible();
  await shopper.goto(`/mallview/mall/product/shopDetail?shopId=${shopId}`);
  const notice = shopper.getByTestId('shop-suspended');
  await expect(notice).toContainText('The platform has suspended this shop');
  await expect(notice).toContainText(reason);
  expect(await seriousViolations(shopper, '/mall/product/shopDetail (suspended)')).toEqual([]);
  await shopper.goto(`/mallview/mall/product/detail?productId=${draft.productId}`);
  const suspended = shopper.getByTestId('product-shop-suspended');
  await expect(suspended).toContainText(`The platform has suspended ${applicant.shopName}`);
  await expect(suspended).toContainText(reason);
  expect(await seriousViolations(shopper, '/mall/product/detail (shop suspended)')).toEqual([]);

  // The merchant's dashboard shows the reason in red.
  const merchant = await browser.newContext({ baseURL: origin, locale: 'en-US' });
  await useLanguage(merchant, 'en_US');
  await signIn(request, merchant, applicant.mobile, applicant.password, centreCodes.merchant);
  const workbench = await merchant.newPage();
  await workbench.goto('/console/merchant/');
  const banner = workbench.getByTestId('shop-suspended');
  await expect(banner).toContainText('The platform has suspended your shop');
  await expect(banner).toContainText(reason);
  expect(await seriousViolations(workbench, '/console/merchant/ (suspended)')).toEqual([]);

  // The platform restores it: the product is found again.
  await row.getByRole('button', { name: '恢复营业' }).click();
  const restore = page.getByRole('dialog', { name: `恢复“${applicant.shopName}”营业？` });
  await expect(restore).toContainText('1 件商品将重新上架');
  await restore.getByRole('button', { name: '恢复营业' }).click();
  await expect(page.getByText(`已恢复“${applicant.shopName}”营业`)).toBeVisible();
  await expect(row.getByTestId('shop-status')).toHaveText('营业中');
  await shopper.goto(`/mallview/mall/product?searchkey=${encodeURIComponent(name)}`);
  await expect(shopper.getByTestId('product-card').first()).toContainText(`Suspension teapot S${tag}`);
  await workbench.reload();
  await expect(workbench.getByRole('heading', { level: 1, name: applicant.shopName })).toBeVisible();
  await expect(workbench.getByTestId('shop-suspended')).toHaveCount(0);

  // The merchant rewrites its shop's introduction; the shop page shows it.
  await workbench.goto('/console/merchant/shop');
  await expect(workbench.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
  await expect(workbench.getByTestId('shop-name')).toHaveValue(applicant.shopName);
  expect(await seriousViolations(workbench, '/console/merchant/shop')).toEqual([]);
  await workbench.getByRole('tab', { name: 'English' }).click();
  await workbench
    .getByRole('textbox', { name: 'Introduction · English' })
    .fill(`Hand-made clay teapots since 1921 (${tag})`);
  // Its notice, a banner picture and a class of its own, in Chinese and English.
  await workbench.getByRole('textbox', { name: 'Notice · English' }).fill(`No shipping on 1 May (${tag})`);
  await workbench.getByRole('tab', { name: '中文' }).click();
  await workbench.getByRole('textbox', { name: 'Notice · 中文' }).fill(`5 月 1 日暂停发货（${tag}）`);
  await workbench
    .locator('.ant-form-item')
    .filter({ hasText: 'Banner' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png(600, 120, [60, 100, 160]) });
  await expect(workbench.getByText('No shop classes yet')).toBeVisible();
  await workbench.getByRole('button', { name: 'Add a class' }).click();
  await workbench.getByRole('button', { name: 'Save' }).click();
  // A class needs its Chinese name, by the contract's rule.
  await expect(workbench.getByTestId('shop-class').getByText("Can't be empty")).toBeVisible();
  await workbench.getByLabel('Class 1 name (中文)').fill('紫砂壶');
  await workbench.getByLabel('Class 1 name (English)').fill('Clay teapots');
  await workbench.mouse.move(0, 0);
  expect(await seriousViolations(workbench, '/console/merchant/shop (classes)')).toEqual([]);
  await workbench.getByRole('button', { name: 'Save' }).click();
  await expect(workbench.getByText('Shop settings saved')).toBeVisible();
  await expect(workbench.getByTestId('shop-class')).toContainText('Products: 0');

  // The product goes into the class from its form.
  await workbench.goto(`/console/merchant/products/${draft.productId}`);
  await workbench.getByLabel('Shop class').click();
  await workbench
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Clay teapots' })
    .click();
  await workbench.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(workbench.getByText('Saved', { exact: true })).toBeVisible();
  await merchant.close();

  // The visitor, in English, reads the shop's face and browses by the merchant's class.
  await shopper.goto(`/mallview/mall/product/shopDetail?shopId=${shopId}`);
  await expect(shopper.getByTestId('shop-banner')).toContainText(
    `Hand-made clay teapots since 1921 (${tag})`,
  );
  await expect(shopper.getByTestId('shop-suspended')).toHaveCount(0);
  await expect(shopper.getByTestId('shop-notice')).toContainText(`No shipping on 1 May (${tag})`);
  await expect(shopper.getByTestId('shop-banner-picture')).toBeVisible();
  const menu = shopper.getByTestId('shop-classes');
  await menu.getByRole('button', { name: /Clay teapots\s*1/ }).click();
  await expect(shopper).toHaveURL(/shopClassId=\d+/);
  await expect(shopper.getByTestId('shop-products').getByTestId('product-card')).toHaveCount(1);
  await expect(shopper.getByTestId('shop-products')).toContainText(`Suspension teapot S${tag}`);
  expect(await seriousViolations(shopper, '/mall/product/shopDetail (own classes)')).toEqual([]);
  await visitor.close();
});
