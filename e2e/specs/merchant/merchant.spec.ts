import { type EndpointBodyIn, galleryEndpoints, merchantEndpoints } from '@mall/contracts';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { api, expectOk } from '../../support/api';
import { demoTwoCentres, origin, registerByApi, signIn } from '../../support/auth';
import { expect, type Lang, test } from '../../support/fixtures';

/** A 1×1 PNG for the user's gallery (the server checks the bytes, so it must be a real picture). */
const tinyPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function useLanguage(context: BrowserContext, lang: Lang) {
  await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
}

/** A fresh user signed in in the browser, with one picture in their gallery; answers their token. */
async function freshUserWithPicture(request: APIRequestContext, context: BrowserContext) {
  const user = await registerByApi(request);
  const token = await signIn(request, context, user.mobile, user.password);
  const folder = await api(request).ok(
    galleryEndpoints.addFolder,
    { body: { name: '证照', pid: 0 } },
    { token },
  );
  expectOk(
    await api(request).upload(
      galleryEndpoints.upload,
      {
        fields: { folderId: folder.id },
        files: [{ name: 'licence.png', type: 'image/png', bytes: Buffer.from(tinyPng, 'base64') }],
      },
      { token },
    ),
  );
  return { token, mobile: user.mobile };
}

const texts = {
  zh_CN: {
    apply: '立即申请入驻',
    companyName: '企业名称',
    creditCode: '统一社会信用代码',
    legalPerson: '法定代表人',
    legalIdNumber: '法定代表人身份证号',
    address: '经营地址',
    card: '法定代表人银行卡',
    bankName: '开户银行',
    bankAccount: '银行账号',
    saveNext: '保存，下一步',
    contactName: '联系人姓名',
    mobile: '手机号码',
    email: '电子邮箱',
    idError: '身份证号应为 15 或 18 位（第 18 位可为 X）',
    luhn: '银行卡号校验不通过，请核对后重新输入',
    resumed: '已恢复您上次保存的内容，从“营业执照”继续',
    choose: '营业执照图片',
    gallery: '图片库',
    pick: '选择 licence.png',
    ok: '确定',
    shopName: '店铺名称',
    agreementRequired: '请阅读并同意入驻协议',
    agree: /我已阅读并同意/,
    submit: '同意协议并提交审核',
    underReview: '审核中',
    view: '查看申请',
  },
  en_US: {
    apply: 'Apply now',
    companyName: 'Company name',
    creditCode: 'Unified social credit code',
    legalPerson: 'Legal representative',
    legalIdNumber: 'Legal representative’s ID number',
    address: 'Business address',
    card: 'Legal representative’s bank card',
    bankName: 'Bank',
    bankAccount: 'Account number',
    saveNext: 'Save and continue',
    contactName: 'Contact name',
    mobile: 'Mobile number',
    email: 'E-mail',
    idError: 'ID number must be 15 or 18 digits (the 18th may be X)',
    luhn: 'The card number fails its check digit, please check it',
    resumed: 'Your saved application was restored; continue with “Business licence”',
    choose: 'Business licence pictures',
    gallery: 'Picture gallery',
    pick: 'Choose licence.png',
    ok: 'OK',
    shopName: 'Shop name',
    agreementRequired: 'Please read and accept the merchant agreement',
    agree: /I have read and accept/,
    submit: 'Accept and submit for review',
    underReview: 'Under review',
    view: 'View the application',
  },
} as const;

const field = (page: Page, label: string) =>
  page.getByTestId('merchant-wizard').getByLabel(label, { exact: true });
const wizardAt = (page: Page, step: string) =>
  expect(page.getByTestId('merchant-wizard')).toHaveAttribute('data-step', step);

for (const lang of ['zh_CN', 'en_US'] as const) {
  const t = texts[lang];
  test(`onboarding (${lang}): checked step by step, saved, resumed after a reload and submitted for review`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    // Pictures of the steps that only this journey reaches (licence, categories, agreement).
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${lang}.png`), fullPage: true });
    await useLanguage(context, lang);
    await freshUserWithPicture(request, context);
    await page.goto('/mallview/mall/enter');
    await expect(page.getByTestId('merchant-enter')).toBeVisible();
    await page.getByTestId('merchant-action').click();
    await wizardAt(page, 'company');

    await field(page, t.companyName).fill('杭州云测电子有限公司');
    await field(page, t.creditCode).fill('91330106ma2h3k7x5q');
    await field(page, t.legalPerson).fill('陈明');
    await field(page, t.legalIdNumber).fill('33010619850312');
    await field(page, t.address).fill('浙江省杭州市西湖区文三路 90 号');
    await page.getByRole('radio', { name: t.card }).check();
    await field(page, t.bankName).fill('江南商业银行西湖支行');
    await field(page, t.bankAccount).fill('4111 1111 1111 1112');
    await page.getByRole('button', { name: t.saveNext }).click();
    await expect(page.getByText(t.idError)).toBeVisible();
    await expect(page.getByText(t.luhn)).toBeVisible();
    await wizardAt(page, 'company');
    await field(page, t.legalIdNumber).fill('33010619850312123x');
    await field(page, t.bankAccount).fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: t.saveNext }).click();
    await wizardAt(page, 'contact');

    await field(page, t.contactName).fill('陈明');
    await field(page, t.mobile).fill('13712345678');
    await field(page, t.email).fill('chen@example.com');
    await page.getByRole('button', { name: t.saveNext }).click();
    await wizardAt(page, 'licence');

    // Leaving and coming back opens the saved application at the step to continue.
    await page.reload();
    await wizardAt(page, 'licence');
    await expect(page.getByTestId('merchant-resumed')).toHaveText(t.resumed);
    // The picker's button is named by the field's label.
    await page.getByRole('button', { name: t.choose }).click();
    const gallery = page.getByRole('dialog', { name: t.gallery });
    await gallery.getByRole('button', { name: t.pick }).click();
    await gallery.getByRole('button', { name: t.ok, exact: true }).click();
    await expect(gallery).toBeHidden();
    await shot('step-licence');
    await page.getByRole('button', { name: t.saveNext }).click();
    await wizardAt(page, 'categories');

    await field(page, t.shopName).fill('云测电子旗舰店');
    const categories = page.getByTestId('merchant-categories').getByRole('checkbox');
    await categories.nth(0).check();
    await categories.nth(4).check();
    await shot('step-categories');
    await page.getByRole('button', { name: t.saveNext }).click();
    await wizardAt(page, 'agreement');

    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.agreementRequired)).toBeVisible();
    await shot('step-agreement');
    await page.getByRole('checkbox', { name: t.agree }).check();
    await page.getByRole('button', { name: t.submit }).click();

    const status = page.getByTestId('merchant-status');
    await expect(status).toHaveAttribute('data-status', 'submitted');
    await expect(status).toContainText(t.underReview);
    const summary = page.getByTestId('merchant-summary');
    await expect(summary).toContainText('杭州云测电子有限公司');
    await expect(summary).toContainText('91330106MA2H3K7X5Q');
    await expect(summary.getByRole('img')).toHaveCount(1);
    // The gallery picture itself (no copy), shown to its applicant.
    await expect(summary.getByRole('img')).toHaveAttribute('src', /\/files\/gallery\/\d+\//);
    await expect
      .poll(() => summary.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // Read-only now: no form to change it.
    await expect(page.getByTestId('merchant-wizard')).toHaveCount(0);

    await page.goto('/mallview/mall/enter');
    await expect(page.getByTestId('merchant-status')).toContainText(t.underReview);
    await expect(page.getByTestId('merchant-action')).toHaveText(t.view);
  });
}

test('a rejected application shows its reason and opens again for editing (English)', async ({
  page,
  context,
  request,
}) => {
  await useLanguage(context, 'en_US');
  await signIn(request, context, demoTwoCentres, undefined, 'DRP.TMALL.BUYER');
  await page.goto('/mallview/mall/enter');
  const status = page.getByTestId('merchant-status');
  await expect(status).toHaveAttribute('data-status', 'rejected');
  await expect(status).toContainText('Rejected');
  await expect(status).toContainText('营业执照图片不清晰');
  await page.getByRole('link', { name: 'Edit and submit again' }).click();
  await wizardAt(page, 'company');
  await expect(page.getByTestId('merchant-rejected-reason')).toContainText('营业执照图片不清晰');
  await expect(field(page, 'Company name')).toHaveValue('宁波海曙启航贸易有限公司');
});

test('visitors see the onboarding and finance pages and are asked to sign in to apply', async ({ page }) => {
  await page.goto('/mallview/mall/enter');
  await expect(page.getByRole('heading', { name: '商家入驻', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '入驻流程' })).toBeVisible();
  await page.getByRole('button', { name: '登录后申请' }).click();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
  await page.getByRole('dialog', { name: '登录' }).locator('.ant-modal-close').click();

  await page.goto('/mallview/mall/enterNew');
  await expect(page.getByTestId('merchant-login')).toContainText('登录后即可填写入驻申请');
  await expect(page.getByTestId('merchant-wizard')).toHaveCount(0);

  await page.goto('/mallview/mall/financialservice');
  await expect(page.getByTestId('finance-product')).toHaveCount(4);
  await expect(page.getByTestId('finance-product').first()).toContainText('订单融资');
  await expect(page.getByTestId('merchant-login')).toBeVisible();
  await page.getByTestId('finance-product').first().getByRole('button', { name: '立即申请' }).click();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
});

test('a financial service application is checked, saved and listed with its status (English)', async ({
  page,
  context,
  request,
}) => {
  await useLanguage(context, 'en_US');
  const user = await registerByApi(request);
  await signIn(request, context, user.mobile, user.password);
  await page.goto('/mallview/mall/financialservice');
  await expect(page.getByRole('heading', { name: 'Financial services', level: 1 })).toBeVisible();
  await expect(page.getByTestId('finance-mine')).toHaveCount(0);
  await expect(page.getByText('You have no financial service applications')).toBeVisible();

  const product = page.getByTestId('finance-product').filter({ hasText: 'Order financing' });
  await expect(product).toContainText('4.35% – 6.80%');
  await product.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply: Order financing' });
  await dialog.getByLabel('Company name').fill('Hangzhou Testing Trade Co.');
  await dialog.getByLabel('Contact').fill('Chen Ming');
  await dialog.getByLabel('Mobile number').fill(user.mobile);
  await dialog.getByLabel('Amount (yuan)').fill('5000');
  await dialog.getByRole('button', { name: 'Submit the application' }).click();
  await expect(dialog.getByText('The amount must be between ¥100,000 and ¥5,000,000')).toBeVisible();
  await dialog.getByLabel('Amount (yuan)').fill('250000');
  await dialog.getByLabel('Purpose').fill('Stock for the spring season');
  await dialog.getByRole('button', { name: 'Submit the application' }).click();
  await expect(dialog).toBeHidden();

  const mine = page.getByTestId('finance-mine');
  await expect(mine.getByRole('row')).toHaveCount(2);
  await expect(mine).toContainText('Order financing');
  await expect(mine).toContainText('¥250,000');
  await expect(mine).toContainText('Under review');
  // Saved on the server: still there after a reload.
  await page.reload();
  await expect(page.getByTestId('finance-mine')).toContainText('¥250,000');
});

for (const lang of ['zh_CN', 'en_US'] as const) {
  test(`the gallery offers the licence pictures already attached to the application (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    const attached = {
      zh_CN: {
        step: '营业执照',
        choose: '营业执照图片',
        gallery: '图片库',
        title: '已附加的图片',
        ok: '确定',
      },
      en_US: {
        step: 'Business licence',
        choose: 'Business licence pictures',
        gallery: 'Picture gallery',
        title: 'Already attached',
        ok: 'OK',
      },
    }[lang];
    await useLanguage(context, lang);
    const { token } = await freshUserWithPicture(request, context);
    const files = (await api(request).ok(galleryEndpoints.files, {}, { token })).rows;
    const save = (body: EndpointBodyIn<typeof merchantEndpoints.saveStep>) =>
      api(request).ok(merchantEndpoints.saveStep, { body }, { token });
    await save({
      step: 'company',
      data: {
        companyName: '杭州附件测试有限公司',
        creditCode: '91330106MA2H3K7X5Q',
        legalPerson: '陈明',
        legalIdNumber: '33010619850312123X',
        address: '浙江省杭州市西湖区文三路 90 号',
        accountType: 'card',
        bankName: '江南商业银行西湖支行',
        bankAccount: '4111111111111111',
      },
    });
    await save({
      step: 'contact',
      data: { contactName: '陈明', mobile: '13712345678', email: 'chen@example.com' },
    });
    await save({ step: 'licence', data: { licenceUrls: [files[0]!.fileUrl] } });

    await page.goto('/mallview/mall/enter');
    await page.getByTestId('merchant-action').click();
    await wizardAt(page, 'categories');
    await page
      .getByRole('button', { name: attached.step })
      .or(page.getByText(attached.step, { exact: true }))
      .first()
      .click();
    await wizardAt(page, 'licence');
    const field = page.getByTestId('merchant-step-licence');
    const saved = await field.getByRole('img').getAttribute('src');
    // The application uses the gallery picture itself (no copy), shown as a thumbnail.
    expect(saved).toBe(`/thumbs/320/${files[0]!.fileUrl.replace(/^\/files\//, '')}.png`);
    // Removed from the field by mistake ...
    await field.locator('.gallery-picker-remove').click();
    await expect(field.getByRole('img')).toHaveCount(0);
    // ... the gallery offers it again, above the folders' pictures.
    await page.getByRole('button', { name: attached.choose }).click();
    const gallery = page.getByRole('dialog', { name: attached.gallery });
    const section = gallery.getByTestId('gallery-attached');
    await expect(section.getByRole('heading', { name: attached.title })).toBeVisible();
    await expect(section.locator('img')).toHaveAttribute('src', saved!);
    await section.getByRole('button').first().click();
    await expect(section.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
    await gallery.getByRole('button', { name: attached.ok, exact: true }).click();
    await expect(gallery).toBeHidden();
    await expect(field.getByRole('img')).toHaveAttribute('src', saved!);
  });
}
