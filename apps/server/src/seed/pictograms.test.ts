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

  it('draw no words, so a buyer in any language reads them alike', () => {
    const leaf = classTree[1]!.groups[0]!.leaves[0]!;
    const pictures = [
      productSvg(leafPictogram(leaf.names.i18n.en_US), 100, 0),
      pictogramLogoSvg(topPictogram(classTree[0]!.names.i18n.en_US), 28),
      cardSvg(pointsPictogram('西湖龙井体验装 50g'), 45),
    ];
    for (const svg of pictures) {
      expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>\n$/s);
      expect(svg).not.toMatch(cjk);
    }
    expect(pictures[0]).toContain('🍎');
    expect(pointsPictogram('西湖龙井体验装 50g')).toBe('🍵');
  });
});
