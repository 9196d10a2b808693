import { expect, test } from '../../support/fixtures';
import { listPath } from './product-data';

test.describe('pictures on a product list', () => {
  test('are WebP thumbnails, never the stored originals', async ({ page }) => {
    const pictures: { url: string; type: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!/^\/(files|thumbs)\//.test(url.pathname) || response.request().resourceType() !== 'image') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      pictures.push({
        url: url.pathname,
        type: response.headers()['content-type'] ?? '',
        bytes: body.length,
      });
    });
    await page.goto(listPath);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    // Every card's picture has loaded (a thumbnail the server may make on first request).
    const images = cards.locator('img');
    await expect(images.first()).toBeVisible();
    const count = await images.count();
    for (let i = 0; i < count; i++) {
      await expect
        .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    const cardPictures = await images.evaluateAll((list) =>
      list.map((img) => new URL((img as HTMLImageElement).currentSrc).pathname),
    );
    expect(cardPictures.length).toBeGreaterThan(0);
    for (const src of cardPictures) expect(src).toMatch(/^\/thumbs\/(160|320|640)\/.+\.webp$/);

    const products = pictures.filter((p) => cardPictures.includes(p.url));
    expect(products.length).toBe(new Set(cardPictures).size);
    for (const p of products) {
      expect(p.type, p.url).toBe('image/webp');
      // A card is at most about 230 px wide: a thumbnail of a 400 px picture is a few kilobytes.
      expect(p.bytes, p.url).toBeLessThan(20 * 1024);
    }
    // No product picture was fetched as its original.
    expect(pictures.filter((p) => p.url.startsWith('/files/seed/products/'))).toEqual([]);
    const total = products.reduce((sum, p) => sum + p.bytes, 0);
    test
      .info()
      .annotations.push({ type: 'bytes', description: `${products.length} pictures, ${total} bytes` });
  });
});
