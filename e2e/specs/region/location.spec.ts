import { systemEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { fakePosition, readStoredLocation, storeLocation } from './support';

test.describe('region label and location', () => {
  test('without a stored location or a position, the label shows the DEFAULT_LOCATION_AREA_CODE city', async ({
    page,
    request,
  }) => {
    // A fresh context grants no geolocation permission: the browser refuses, the page must not wait or log.
    const fallback = await api(request).ok(systemEndpoints.areaByConf);
    const params = await api(request).ok(systemEndpoints.paramList, {
      query: { codes: 'DEFAULT_LOCATION_AREA_CODE' },
    });
    expect(fallback.at(-1)?.id).toBe(params.DEFAULT_LOCATION_AREA_CODE);

    await page.goto('/mallview/mall/home');
    const label = page.getByTestId('region-label');
    await expect(label).toHaveText(fallback.at(-1)!.name);
    await expect(page.getByTestId('home-page')).toBeVisible();
    // The fallback is not remembered: the next visit tries to locate again.
    expect(await readStoredLocation(page)).toBeNull();
  });

  test('a corrupted mall_cityIds is ignored and replaced by the fallback city', async ({ page, request }) => {
    const fallback = await api(request).ok(systemEndpoints.areaByConf);
    await storeLocation(page, '{"locationName":');
    await page.goto('/mallview/mall/home');
    await expect(page.getByTestId('region-label')).toHaveText(fallback.at(-1)!.name);
  });

  test.describe('with a position', () => {
    // The centre of 上海, answered at once (see fakePosition: the page waits 1 s for it).
    test.beforeEach(async ({ page }) => {
      await fakePosition(page, { latitude: 31.2304, longitude: 121.4737 });
    });

    test('the label shows the city of the browser position and remembers it', async ({ page }) => {
      await page.goto('/mallview/mall/home');
      await expect(page.getByTestId('region-label')).toHaveText('上海市');
      expect(await readStoredLocation(page)).toEqual({
        locationName: '上海市',
        cityIds: ['310000', '310100'],
        cityId: '310100',
        lang: 'zh_CN',
      });
    });

    test('a stored mall_cityIds wins over the position', async ({ page }) => {
      await storeLocation(page, { locationName: '深圳市', cityIds: ['440000', '440300'], cityId: '440300' });
      await page.goto('/mallview/mall/home');
      await expect(page.getByTestId('region-label')).toHaveText('深圳市');
    });
  });

  test('the region picker chooses province then city; the label follows and survives a reload', async ({
    page,
    request,
  }) => {
    const provinces = await api(request).ok(systemEndpoints.areaChildren, { query: { pId: '0' } });
    const guangdong = provinces.find((p) => p.name === '广东省')!;
    const cities = await api(request).ok(systemEndpoints.areaChildren, { query: { pId: guangdong.id } });
    const guangzhou = cities.find((c) => c.name === '广州市')!;

    await page.goto('/mallview/mall/home');
    await page.getByTestId('region-label').click();
    const dialog = page.getByRole('dialog', { name: '选择所在地区' });
    await expect(dialog).toBeVisible();
    const picker = dialog.getByTestId('region-picker');
    // One tab per level: the province list first, every province of the API.
    await expect(picker.getByRole('list', { name: '省份' }).getByRole('button')).toHaveCount(
      provinces.length,
    );
    await picker.getByRole('button', { name: '广东省', exact: true }).click();
    // The province tab now shows the chosen name; the city tab lists the province's cities.
    await expect(picker.getByRole('tab', { name: '广东省' })).toBeVisible();
    const cityList = picker.getByRole('list', { name: '城市' });
    await expect(cityList.getByRole('button')).toHaveCount(cities.length);
    await cityList.getByRole('button', { name: '广州市', exact: true }).click();

    await expect(dialog).toBeHidden();
    const label = page.getByTestId('region-label');
    await expect(label).toHaveText('广州市');
    expect(await readStoredLocation(page)).toEqual({
      locationName: '广州市',
      cityIds: [guangdong.id, guangzhou.id],
      cityId: guangzhou.id,
      lang: 'zh_CN',
    });

    await page.reload();
    await expect(label).toHaveText('广州市');
  });

  test('the picker works from the keyboard', async ({ page }) => {
    await page.goto('/mallview/mall/home');
    const label = page.getByTestId('region-label');
    await label.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog').getByTestId('region-picker');
    await picker.getByRole('button', { name: '浙江省', exact: true }).focus();
    await page.keyboard.press('Enter');
    await picker
      .getByRole('list', { name: '城市' })
      .getByRole('button', { name: '宁波市', exact: true })
      .focus();
    await page.keyboard.press('Enter');
    await expect(label).toHaveText('宁波市');
  });

  // The name is the one of the site's language (a stored name of another language is named again).
  for (const [lang, wraps, city] of [
    [
      'zh_CN',
      true,
      { locationName: '黔西南布依族苗族自治州', cityIds: ['520000', '522300'], cityId: '522300' },
    ],
    ['en_US', false, { locationName: 'Zhangjiakou', cityIds: ['130000', '130700'], cityId: '130700' }],
  ] as const) {
    test(`an 11-character name ${wraps ? 'wraps' : 'stays on one line'} on the ${lang} site`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'site_lang', value: lang, url: baseURL! }]);
      await storeLocation(page, { ...city, cityIds: [...city.cityIds], lang });
      await page.goto('/mallview/mall/home');
      const label = page.getByTestId('region-label');
      await expect(label).toHaveText(city.locationName);
      const name = label.locator('.region-label__name');
      const box = await name.boundingBox();
      const lineHeight = await name.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
      if (wraps) {
        await expect(label).toHaveClass(/region-label--wrap/);
        // Two lines, at most 6 characters each.
        expect(box!.height).toBeGreaterThanOrEqual(lineHeight * 2 - 1);
        expect(box!.width).toBeLessThanOrEqual(6 * 11 + 1);
      } else {
        await expect(label).not.toHaveClass(/region-label--wrap/);
        expect(box!.height).toBeLessThan(lineHeight * 2 - 1);
      }
      // The whole name stays readable.
      await expect(label).toHaveAttribute('title', city.locationName);
    });
  }

  test('a short name never wraps', async ({ page }) => {
    await storeLocation(page, { locationName: '杭州市', cityIds: ['330000', '330100'], cityId: '330100' });
    await page.goto('/mallview/mall/home');
    await expect(page.getByTestId('region-label')).toHaveText('杭州市');
    await expect(page.getByTestId('region-label')).not.toHaveClass(/region-label--wrap/);
  });
});
