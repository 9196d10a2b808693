import { catalogEndpoints, catalogueEditEndpoints, centreCodes } from '@mall/contracts';
import { api } from '../../support/api';
import { origin, signIn } from '../../support/auth';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { useLanguage } from '../cart/support';

/*
 * The platform console's catalogue (issue 33): the platform admin adds a class of the third level with a
 * Russian name and renames it, and the storefront's class page shows each name at once, in Chinese and in
 * Russian; a brand added in the console (in Russian) is in the storefront's brand centre at once. What the
 * journey adds it deletes again, so the storefront other journeys read is as the seed made it.
 */

const platformAdmin = '13900000000';

test('the platform edits the class tree and the brands, and the storefront shows each change at once (zh_CN, ru_RU)', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.slow();
  const tag = `${Date.now() % 1_000_000}`;
  const names = {
    added: { zh_CN: `坚果礼盒${tag}`, ru_RU: `Ореховые наборы ${tag}` },
    renamed: { zh_CN: `干果礼盒${tag}`, ru_RU: `Наборы сухофруктов ${tag}` },
    brand: { zh_CN: `云雀工坊${tag}`, ru_RU: `Мастерская Жаворонок ${tag}` },
  };
  const consoleContext = await browser.newContext({ baseURL: origin, locale: 'zh-CN' });
  await useLanguage(consoleContext, 'zh_CN');
  const token = await signIn(request, consoleContext, platformAdmin, undefined, centreCodes.platform);
  const admin = await consoleContext.newPage();
  // A level-2 class of the last top class (the storefront journeys look at the first ones).
  const classes = await api(request).ok(catalogueEditEndpoints.classTree, {}, { token });
  const lastTop = classes.filter((c) => c.level === 1 && c.shown).at(-1)!;
  const group = classes.find((c) => c.level === 2 && c.parentId === lastTop.classId && c.shown)!;

  // Adding a class of the third level, with a Russian name, under that group.
  await admin.goto('/console/platform/catalogue-classes');
  await expect(admin.getByRole('heading', { level: 1, name: '商品分类' })).toBeVisible();
  expect(await seriousViolations(admin, '/console/platform/catalogue-classes')).toEqual([]);
  const filter = admin.getByLabel('按名称查找分类');
  await filter.fill(group.name.zh_CN);
  await filter.press('Enter');
  const groupRow = admin.getByRole('row').filter({ has: admin.getByText(group.name.zh_CN, { exact: true }) });
  await groupRow.getByRole('button', { name: '添加下级' }).click();
  const adding = admin.getByRole('dialog', { name: `在“${group.name.zh_CN}”下新增分类` });
  await expect(adding).toBeVisible();
  // Saving without a Chinese name is refused by the contract's rule first.
  await adding.getByRole('button', { name: '保存' }).click();
  await expect(adding.getByText('不能为空')).toBeVisible();
  await adding.getByLabel('名称（中文）').fill(names.added.zh_CN);
  await adding.getByLabel('名称（Русский）').fill(names.added.ru_RU);
  expect(await seriousViolations(admin, '/console/platform/catalogue-classes (new class)')).toEqual([]);
  await adding.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText(`已保存“${names.added.zh_CN}”`)).toBeVisible();
  await expect(adding).toBeHidden();
  const added = (await api(request).ok(catalogueEditEndpoints.classTree, {}, { token })).find(
    (c) => c.name.zh_CN === names.added.zh_CN,
  )!;
  expect(added).toMatchObject({ level: 3, parentId: group.classId });

  // The storefront's class page names it at once, in Chinese and in Russian.
  const classPage = `/mallview/mall/product?classId=${added.classId}&lightKey=commerce`;
  await useLanguage(context, 'zh_CN');
  await page.goto(classPage);
  await expect(page.getByTestId('product-list-title')).toContainText(names.added.zh_CN);
  await useLanguage(context, 'ru_RU');
  await page.goto(classPage);
  await expect(page.getByTestId('product-list-title')).toContainText(names.added.ru_RU);

  // Renaming it in the console: the storefront shows the new names at once.
  await filter.fill(names.added.zh_CN);
  await filter.press('Enter');
  const addedRow = admin
    .getByRole('row')
    .filter({ has: admin.getByText(names.added.zh_CN, { exact: true }) });
  await addedRow.getByRole('button', { name: '编辑' }).click();
  const editing = admin.getByRole('dialog', { name: `编辑分类：${names.added.zh_CN}` });
  await editing.getByLabel('名称（中文）').fill(names.renamed.zh_CN);
  await editing.getByLabel('名称（Русский）').fill(names.renamed.ru_RU);
  await editing.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText(`已保存“${names.renamed.zh_CN}”`)).toBeVisible();
  await page.goto(classPage);
  await expect(page.getByTestId('product-list-title')).toContainText(names.renamed.ru_RU);
  await useLanguage(context, 'zh_CN');
  await page.goto(classPage);
  await expect(page.getByTestId('product-list-title')).toContainText(names.renamed.zh_CN);
  // And its group's panel in the home page's class menu lists it.
  await page.goto('/mallview/');
  await page
    .getByTestId('class-menu-top')
    .filter({ hasText: lastTop.alias.zh_CN || lastTop.name.zh_CN })
    .hover();
  await expect(
    page.getByTestId('class-menu-panel').getByRole('link', { name: names.renamed.zh_CN, exact: true }),
  ).toBeVisible();

  // A brand, added from the console in Russian, is in the storefront's brand centre at once.
  await useLanguage(consoleContext, 'ru_RU');
  await admin.goto('/console/platform/catalogue-brands');
  await expect(admin.getByRole('heading', { level: 1, name: 'Бренды' })).toBeVisible();
  expect(await seriousViolations(admin, '/console/platform/catalogue-brands')).toEqual([]);
  await admin.getByRole('button', { name: 'Новый бренд' }).click();
  const brandForm = admin.getByRole('dialog', { name: 'Новый бренд' });
  await brandForm.getByLabel('Название（中文）').fill(names.brand.zh_CN);
  await brandForm.getByLabel('Название（Русский）').fill(names.brand.ru_RU);
  // Last in the brand centre's order, so the wall's first brands stay the seed's.
  await brandForm.getByLabel('Порядок').fill('99999');
  expect(await seriousViolations(admin, '/console/platform/catalogue-brands (new brand)')).toEqual([]);
  await brandForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(admin.getByText(`Сохранено: «${names.brand.zh_CN}»`)).toBeVisible();
  const wall = `/mallview/mallIntl/product/brandCenter?searchkey=${encodeURIComponent(names.brand.zh_CN)}`;
  await page.goto(wall);
  await expect(page.getByTestId('brand-tile')).toHaveCount(1);
  await expect(page.getByTestId('brand-tile')).toContainText(names.brand.zh_CN);
  await useLanguage(context, 'ru_RU');
  await page.goto(wall);
  await expect(page.getByTestId('brand-tile')).toContainText(names.brand.ru_RU);
  const brands = await api(request).ok(catalogEndpoints.brandList, {
    query: { searchkey: names.brand.zh_CN },
  });
  expect(brands.rows).toHaveLength(1);

  // The units page, in Russian: the seeded units, each with its switch.
  await admin.goto('/console/platform/catalogue-units');
  await expect(admin.getByRole('heading', { level: 1, name: 'Единицы измерения' })).toBeVisible();
  await expect(admin.getByRole('switch', { name: 'Включить «件»' })).toBeChecked();
  expect(await seriousViolations(admin, '/console/platform/catalogue-units')).toEqual([]);

  // Clearing up: the brand and the class go again (neither has products).
  await admin.goto(`/console/platform/catalogue-brands?keyword=${encodeURIComponent(names.brand.zh_CN)}`);
  await admin
    .getByRole('row')
    .filter({ hasText: names.brand.zh_CN })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await admin.getByRole('tooltip').getByRole('button', { name: 'Удалить' }).click();
  await expect(admin.getByText(`Удалено: «${names.brand.zh_CN}»`)).toBeVisible();
  await useLanguage(consoleContext, 'zh_CN');
  await admin.goto('/console/platform/catalogue-classes');
  await filter.fill(names.renamed.zh_CN);
  await filter.press('Enter');
  await admin.getByRole('button', { name: `更多：${names.renamed.zh_CN}` }).click();
  await admin.getByRole('menuitem', { name: '删除' }).click();
  await admin
    .getByRole('dialog', { name: `删除分类“${names.renamed.zh_CN}”？` })
    .getByRole('button', { name: '删除' })
    .click();
  await expect(admin.getByText(`已删除“${names.renamed.zh_CN}”`)).toBeVisible();
  await page.goto(classPage);
  await expect(page.getByTestId('product-list-title')).not.toContainText(names.renamed.ru_RU);
  await consoleContext.close();
});
