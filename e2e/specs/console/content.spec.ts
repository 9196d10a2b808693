import { centreCodes } from '@mall/contracts';
import { origin, signIn } from '../../support/auth';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { png } from '../../support/png';
import { useLanguage } from '../cart/support';

/*
 * The platform console's content (issue 33): a banner and a bulletin written in the console reach the
 * storefront at once, without a restart (its kept pages are dropped), in the languages they were written in.
 */

const platformAdmin = '13900000000';

test('the platform puts a banner and a bulletin on the storefront from its console, shown at once (zh_CN, English)', async ({
  page,
  request,
  browser,
}) => {
  const tag = `${Date.now() % 1_000_000}`;
  // A visitor's home page, kept by the server's page cache from now on.
  await page.goto('/mallview/mall/home');
  await expect(page.getByTestId('home-banner')).toBeVisible();

  const platform = await browser.newContext({ baseURL: origin, locale: 'zh-CN' });
  await signIn(request, platform, platformAdmin, undefined, centreCodes.platform);
  const console = await platform.newPage();
  await console.goto('/console/platform/adverts');
  await expect(console.getByRole('heading', { level: 1, name: '广告位' })).toBeVisible();
  await console.getByRole('button', { name: '添加广告' }).click();
  const drawer = console.getByRole('dialog', { name: '广告' });
  await drawer.getByRole('button', { name: '保存' }).click();
  // A banner needs its picture: refused before anything is sent.
  await expect(drawer.getByText('请选择或上传一张图片')).toBeVisible();
  await drawer
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png(120, 40, [220, 40, 40]) });
  await expect(drawer.getByRole('img', { name: '商品图片 1' })).toBeVisible();
  await drawer.getByLabel('链接地址').fill('javascript:alert(1)');
  await drawer.getByRole('tab', { name: 'English' }).click();
  await drawer.getByRole('tabpanel', { name: 'English' }).getByLabel('图片说明').fill(`Winter sale ${tag}`);
  await drawer.getByRole('tab', { name: '中文' }).click();
  await drawer.getByRole('tabpanel', { name: '中文' }).getByLabel('图片说明').fill(`冬季大促${tag}`);
  await drawer.getByRole('button', { name: '保存' }).click();
  // The contract's rule for an address, in the browser.
  const linkRule = drawer.getByText('请填写站内路径（以 / 开头）或以 http:// 、https:// 开头的网址');
  await expect(linkRule).toBeVisible();
  await drawer.getByLabel('链接地址').fill('/mallview/mall/product');
  await expect(linkRule).toHaveCount(0);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(console.getByText('已保存，商城已更新')).toBeVisible();
  await expect(console.getByTestId('advert-row').filter({ hasText: `冬季大促${tag}` })).toBeVisible();
  // The pointer rests where the drawer's button was: over the header's sign-out, in its hover colours.
  await console.mouse.move(400, 600);
  expect(await seriousViolations(console, '/console/platform/adverts')).toEqual([]);

  // The visitor's next load wears the new banner, in Chinese and in English.
  await page.reload();
  await expect(page.getByTestId('home-banner').getByRole('img', { name: `冬季大促${tag}` })).toBeAttached();
  await useLanguage(page.context(), 'en_US');
  await page.reload();
  await expect(
    page.getByTestId('home-banner').getByRole('img', { name: `Winter sale ${tag}` }),
  ).toBeAttached();

  // A bulletin, written in the console in English, is the first of the storefront's bulletins.
  await useLanguage(platform, 'en_US');
  await console.goto('/console/platform/articles');
  await expect(console.getByRole('heading', { level: 1, name: 'News and bulletins' })).toBeVisible();
  await console.getByRole('button', { name: 'New article' }).click();
  await console.getByRole('radio', { name: 'Bulletin' }).check();
  await console.getByRole('tabpanel', { name: '中文' }).getByLabel('Title').fill(`春节发货安排${tag}`);
  await console.getByRole('textbox', { name: 'Body (中文)' }).fill('春节期间照常发货。');
  await console.getByRole('tab', { name: 'English' }).click();
  await console
    .getByRole('tabpanel', { name: 'English' })
    .getByLabel('Title')
    .fill(`Spring Festival shipping ${tag}`);
  expect(await seriousViolations(console, '/console/platform/articles/new')).toEqual([]);
  await console.getByRole('button', { name: 'Save' }).click();
  await expect(console.getByText('Saved: the mall shows it now')).toBeVisible();
  await expect(console).toHaveURL(/\/console\/platform\/articles\/\d+$/);
  await expect(console.getByText('Published', { exact: true })).toBeVisible();

  await page.goto('/mallview/news/bulletinList');
  await expect(page.getByText(`Spring Festival shipping ${tag}`)).toBeVisible();

  // The banner is deleted again (the home page is shared with every other journey): the visitor's next
  // load no longer shows it.
  await console.goto('/console/platform/adverts');
  // Listed in the console's language (English now).
  const row = console.getByTestId('advert-row').filter({ hasText: `Winter sale ${tag}` });
  await row.getByRole('button', { name: 'Delete' }).click();
  await console.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
  await expect(console.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await platform.close();
  await page.goto('/mallview/mall/home');
  await expect(page.getByTestId('home-banner')).toBeVisible();
  await expect(page.getByTestId('home-banner').getByRole('img', { name: `Winter sale ${tag}` })).toHaveCount(
    0,
  );
});

test('the platform rewrites the registration agreement, which a new buyer reads on the registration page (English)', async ({
  page,
  request,
  browser,
}) => {
  const tag = `${Date.now() % 1_000_000}`;
  const platform = await browser.newContext({ baseURL: origin, locale: 'en-US' });
  await useLanguage(platform, 'en_US');
  await signIn(request, platform, platformAdmin, undefined, centreCodes.platform);
  const console = await platform.newPage();
  await console.goto('/console/platform/agreements');
  await expect(console.getByRole('heading', { level: 1, name: 'Service pages' })).toBeVisible();
  const editor = console.getByRole('tabpanel', { name: 'Registration agreement' });
  await editor.getByRole('tab', { name: 'English' }).click();
  const english = editor.getByRole('tabpanel', { name: 'English' });
  const title = english.getByLabel('Title');
  const body = english.getByLabel('Text (English)');
  // What the page says now, put back at the end (the registration page is every journey's).
  const before = { title: await title.inputValue(), body: await body.inputValue() };
  await title.fill(`Registration agreement ${tag}`);
  await body.fill(`Trade honestly on the mall.\n\nThis text was written in the console (${tag}).`);
  await console.mouse.move(0, 0);
  expect(await seriousViolations(console, '/console/platform/agreements')).toEqual([]);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(console.getByText('Saved: the registration page shows it now')).toBeVisible();
  await expect(editor.getByText(/^Last saved /)).toBeVisible();

  await useLanguage(page.context(), 'en_US');
  await page.goto('/sso/register');
  await page.getByRole('button', { name: 'User Registration Agreement' }).click();
  const dialog = page.getByRole('dialog', { name: `Registration agreement ${tag}` });
  await expect(dialog.getByTestId('agreement-text')).toContainText(
    `This text was written in the console (${tag}).`,
  );

  await title.fill(before.title);
  await body.fill(before.body);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(console.getByText('Saved: the registration page shows it now').last()).toBeVisible();
  await platform.close();
});
