import { catalogEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { classLabel, expect, test } from '../../support/fixtures';

test.describe('class menu', () => {
  test('hovering a top class shows its children; a level-3 class opens its product list', async ({
    page,
    request,
  }) => {
    const tree = await api(request).ok(catalogEndpoints.classTree, { query: { classType: 1, showView: 1 } });
    const top = tree[1];
    const level2 = top.children[0];
    const leaf = level2.children[0];

    await page.goto('/mallview/');
    const panel = page.getByTestId('class-menu-panel');
    await expect(panel).toBeHidden();

    await page.getByTestId('class-menu-top').nth(1).hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: classLabel(level2), exact: true })).toBeVisible();
    await expect(panel.getByTestId('class-menu-leaf')).toHaveCount(
      top.children.reduce((n, child) => n + child.children.length, 0),
    );

    await panel
      .getByTestId('class-menu-leaf')
      .filter({ hasText: classLabel(leaf) })
      .first()
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/mallview/mall/product\\?classId=${leaf.id}&lightKey=commerce$`),
    );
    await expect(page.getByTestId('product-list-title')).toContainText(classLabel(leaf));

    const products = await api(request).ok(catalogEndpoints.productList, {
      query: { classId: leaf.id, offset: 1, limit: 20 },
    });
    expect(products.rows.length).toBeGreaterThan(0);
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(products.rows.length);
    await expect(cards.first()).toContainText(products.rows[0].productName);
    await expect(cards.first()).toContainText(/¥\d+\.\d{2}/);
  });

  test('elsewhere the menu is a dropdown that opens on hover, and from the keyboard as a disclosure', async ({
    page,
    request,
  }) => {
    const tree = await api(request).ok(catalogEndpoints.classTree, { query: { classType: 1, showView: 1 } });
    await page.goto('/mallview/mall/product/shopList');
    const trigger = page.getByRole('button', { name: '全部商品分类' });
    await expect(page.getByTestId('class-menu-top')).toHaveCount(0);

    await trigger.hover();
    await expect(page.getByTestId('class-menu-top')).toHaveCount(tree.length);
    await page.mouse.move(1400, 880);
    await expect(page.getByTestId('class-menu-top')).toHaveCount(0);

    // Tabbing past the closed menu does not walk through every class; Enter opens it, Escape closes it
    // and leaves the focus on its button.
    await trigger.focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('class-menu-top')).toHaveCount(tree.length);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('class-menu-top')).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('class-menu-top')).toHaveCount(tree.length);
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('class-menu-panel')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`classId=${tree[0].id}&lightKey=commerce`));
    await expect(page.getByTestId('product-list-title')).toContainText(classLabel(tree[0]));
  });
});
