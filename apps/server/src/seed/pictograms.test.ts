import { describe, expect, it } from 'vitest';
import { classTree } from './classes';
import { leafPictogram, pointsPictogram, topPictogram } from './pictograms';
import { cardSvg, pictogramLogoSvg, productSvg } from './pictures';

const cjk = /[\u3000-\u9fff\uff00-\uffef]/;

describe('seeded pictures', () => {
  it('give every class a pictogram of its own kind', () => {
    for (const top of classTree) {
      expect(topPictogram(top.names.i18n.en_US), top.names.zh).not.toBe('🛒');
      for (const group of top.groups)
        for (const leaf of group.leaves)
          expect(leafPictogram(leaf.names.i18n.en_US), leaf.names.zh).not.toBe('📦');
    }
  });

  it('draw no words, only vector art, so they read alike in any language and as thumbnails', () => {
    const pictures = classTree.flatMap((top, i) => [
      pictogramLogoSvg(topPictogram(top.names.i18n.en_US), top.hue),
      ...top.groups.flatMap((group) =>
        group.leaves.map((leaf) => productSvg(leafPictogram(leaf.names.i18n.en_US), top.hue, i)),
      ),
    ]);
    pictures.push(cardSvg(pointsPictogram('西湖龙井体验装 50g'), 45), cardSvg('📢', 210, 600, 300));
    for (const svg of pictures) {
      expect(svg).toMatch(
        /^<svg [^>]*>.*<svg x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+" viewBox="0 0 \d+ \d+">.+<\/svg><\/svg>\n$/s,
      );
      expect(svg).not.toMatch(cjk);
      expect(svg).not.toContain('<text');
    }
    expect(pointsPictogram('西湖龙井体验装 50g')).toBe('🍵');
    expect(() => productSvg('ǂ', 0, 0)).toThrow(/no artwork/);
  });
});
