import { expect, test } from '../../support/fixtures';

/**
 * The storefront by keyboard alone (WCAG 2.1.1, 2.4.1, 2.4.3): the first Tab reaches a skip link that takes
 * the focus to the page's content; the header search is typed and sent with Enter; the login dialog keeps
 * the focus inside while open and gives it back to what opened it when closed with Escape.
 */
test.describe('keyboard use', () => {
  test('the first Tab reaches the skip link, and Enter on it moves the focus to the main content', async ({
    page,
  }) => {
    await page.goto('/mallview/mall/product?classId=2');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    // The next Tab goes on from the content, not back to the site's header.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main#main')));
    expect(inMain, 'focus after the skip link is in the main content').toBe(true);
  });

  test('the header search is typed and sent with the keyboard', async ({ page }) => {
    await page.goto('/mallview/mall/home');
    const box = page.getByRole('searchbox', { name: '请输入商品名称、采购需求或店铺' });
    await box.focus();
    await page.keyboard.type('保温杯');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('product-list-title')).toContainText('保温杯');
  });

  test('the login dialog traps the focus and returns it to its opener on Escape', async ({ page }) => {
    await page.goto('/mallview/mall/home');
    const opener = page.getByTestId('profile-login');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '登录' });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)), {
        message: 'focus in dialog',
      })
      .toBe(true);
    // Tabbing round more times than the dialog has controls never reaches the page behind it. (Past the
    // last control antd's trap lets the focus go to the browser's own controls, the document itself here,
    // and takes it back to the first control when it returns to the page.)
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate(
          (node) =>
            node.contains(document.activeElement) ||
            document.activeElement === document.body ||
            document.activeElement === null,
        ),
        `focus not on the page behind the dialog after ${i + 1} Tabs`,
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
