import { expect, systemParams, test } from '../../support/fixtures';

test.describe('header search', () => {
  test('Enter searches, the word leads the history, repeats and blank words are not stored', async ({
    page,
  }) => {
    await page.goto('/mallview/mall/home');
    const box = page.getByRole('searchbox', { name: '请输入商品名称、采购需求或店铺' });

    await box.fill('保温杯');
    await box.press('Enter');
    await expect(page).toHaveURL(
      /\/mallview\/mall\/product\?searchkey=%E4%BF%9D%E6%B8%A9%E6%9D%AF&lightKey=commerce/,
    );
    await expect(page.getByTestId('product-list-title')).toContainText('保温杯');

    await box.fill('茶叶');
    await box.press('Enter');
    await expect(page).toHaveURL(/searchkey=%E8%8C%B6%E5%8F%B6/);
    await expect(page.getByTestId('product-list-title')).toContainText('茶叶');

    // The first word again: it moves to the front instead of being stored twice.
    await box.fill('保温杯');
    await box.press('Enter');
    await expect(page).toHaveURL(/searchkey=%E4%BF%9D%E6%B8%A9%E6%9D%AF/);
    // The list of the word is shown (the box shows the address's word once the page is there: typed before,
    // the blank word below was replaced by it, and the test failed so once in a full run).
    await expect(page.getByTestId('product-list-title')).toContainText('保温杯');

    // Blank words are not searched (spec §8: 'please enter information') and not stored.
    await box.fill('   ');
    await box.press('Enter');
    await expect(page.locator('.ant-message').getByText('请输入信息')).toBeVisible();
    await expect(page).toHaveURL(/searchkey=%E4%BF%9D%E6%B8%A9%E6%9D%AF/);

    await box.blur();
    await box.focus();
    const history = page.getByTestId('search-history');
    await expect(history).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveText(['保温杯', '茶叶']);
    const stored = await page.evaluate(() => localStorage.getItem('MallHomeSearchKeys'));
    expect(JSON.parse(stored ?? '[]')).toEqual(['保温杯', '茶叶']);

    // Picking a suggestion searches it; clearing empties the history.
    await history.getByRole('button', { name: '茶叶' }).click();
    await expect(page).toHaveURL(/searchkey=%E8%8C%B6%E5%8F%B6/);
    await box.focus();
    await expect(history.getByRole('listitem')).toHaveText(['茶叶', '保温杯']);
    await history.getByRole('button', { name: '清空历史' }).click();
    await expect(history).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('MallHomeSearchKeys'))).toBeNull();
  });

  test('the scope selector sends a search to procurement or shops', async ({ page }) => {
    await page.goto('/mallview/mall/home');
    const box = page.getByRole('searchbox', { name: '请输入商品名称、采购需求或店铺' });

    await page.getByTestId('search-scope').click();
    await page.getByTestId('search-scope-menu').getByRole('button', { name: '采购' }).click();
    await box.fill('钢材');
    await box.press('Enter');
    await expect(page).toHaveURL(
      /\/mallview\/mall\/product\/demandCenter\?searchkey=%E9%92%A2%E6%9D%90&lightKey=purchase/,
    );

    await page.getByTestId('search-scope').click();
    await page.getByTestId('search-scope-menu').getByRole('button', { name: '店铺' }).click();
    await box.fill('旗舰店');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/mallview\/mall\/product\/shopList\?searchkey=.+&lightKey=shoplist/);
  });

  test('a scope menu opened by a click stays open while the pointer wanders, and closes outside or on Escape', async ({
    page,
  }) => {
    await page.goto('/mallview/mall/home');
    const menu = page.getByTestId('search-scope-menu');
    await page.getByTestId('search-scope').click();
    await expect(menu).toBeVisible();
    // From here a clock the test moves: the hover-out delay of a hover-only menu runs when the test says so.
    // (Installed once the menu has shown: the menu's code arrives after the page, and React reveals it
    // on a timer.)
    await page.clock.install();
    // Off the trigger, over the banner: a hover-only menu would close here.
    await page.mouse.move(700, 600, { steps: 5 });
    await page.clock.runFor(1000);
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await page.clock.runFor(1000); // the closing animation
    await expect(menu).toBeHidden();

    await page.getByTestId('search-scope').click();
    await expect(menu).toBeVisible();
    await page.mouse.click(1300, 850);
    await page.clock.runFor(1000);
    await expect(menu).toBeHidden();
  });

  test('hot-word chips are the MALL_HOT_WORD words and search on click', async ({ page, request }) => {
    const params = await systemParams(request);
    const words = params.MALL_HOT_WORD.split('#')
      .map((w) => w.trim())
      .filter(Boolean);
    expect(words.length).toBeGreaterThan(0);

    await page.goto('/mallview/mall/home');
    const chips = page.getByTestId('hot-words').getByRole('button');
    await expect(chips).toHaveText(words);

    await chips.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`searchkey=${encodeURIComponent(words[1])}`));
    await expect(page.getByTestId('product-list-title')).toContainText(words[1]);
  });
});
