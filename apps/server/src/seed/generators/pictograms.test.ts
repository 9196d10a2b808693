import { describe, expect, it } from 'vitest';
import { itemWords } from '../data/catalog-words';
import { classTree } from '../data/classes';
import { pointsPictogram, topPictogram } from '../data/pictograms';
import { drawingNames } from '../data/product-drawings';
import { itemPicture, picturedItems } from '../data/product-pictures';
import { cardSvg, pictogramLogoSvg, productSvg } from './pictures';

const cjk = /[\u3000-\u9fff\uff00-\uffef]/;

const leaves = classTree.flatMap((top) =>
  top.groups.flatMap((group) => group.leaves.map((leaf) => ({ top, leaf }))),
);
const items = leaves.flatMap(({ top, leaf }) => leaf.items.map((item) => ({ top, leaf, item: item.name })));

/**
 * Pictures that may stand for products of different classes because they depict the same kind of thing (a
 * cut of meat, a cup of tea, a down jacket for an adult or a child); any other picture names one class.
 */
const sharedKinds = new Set([
  '🍪',
  '🥓',
  '🍖',
  '🥩',
  'draw:baijiu',
  '🍵',
  '🫖',
  '🥣',
  '🧥',
  'draw:down-jacket',
  '🧴',
]);

/** Pictures of a different thing that a product of these words once showed (issue 31), never again. */
const wrongPictures: [word: RegExp, wrong: string[]][] = [
  [/碧根果|山核桃|腰果|坚果/, ['🥜']],
  [/梅/, ['🍇', '🍑', '🍒']],
  [/枣|枸杞/, ['🍒']],
  [/多菌灵|代森锰锌|木耳|银耳/, ['🍄']],
  [/冰箱/, ['🧊']],
  [/洗衣机|洗烘/, ['🫧']],
  [/空调|挂机/, ['❄️']],
  [/电饭煲/, ['🍚']],
  [/空气炸锅/, ['🍟']],
  [/螺栓|锚栓/, ['⚓']],
  [/电水壶/, ['♨️']],
  [/存储卡|U盘/, ['💾']],
  [/吸奶器/, ['🍼']],
];

describe('seeded pictures', () => {
  it('give every top class a pictogram of its own kind', () => {
    for (const top of classTree) expect(topPictogram(top.names.i18n.en_US), top.names.zh).not.toBe('🛒');
  });

  it('give every product its own picture, chosen by its item, not by its class', () => {
    expect([...picturedItems].sort()).toEqual(items.map((i) => i.item).sort());
    const classesOf = new Map<string, Set<string>>();
    for (const { leaf, item } of items) {
      const picture = itemPicture(item);
      if (!classesOf.has(picture)) classesOf.set(picture, new Set());
      classesOf.get(picture)!.add(leaf.names.zh);
      for (const [word, wrong] of wrongPictures)
        if (word.test(item))
          expect(wrong, `${item} shows ${picture}`).not.toContain(picture.split(':').at(-1));
    }
    for (const [picture, classes] of classesOf)
      if (!sharedKinds.has(picture))
        expect([...classes], `${picture} stands for several kinds`).toHaveLength(1);
    expect(() => itemPicture('不存在的商品')).toThrow(/no picture chosen/);
  });

  it('draw no words, only vector art, so they read alike in any language and as thumbnails', () => {
    const pictures = classTree.map((top) => pictogramLogoSvg(topPictogram(top.names.i18n.en_US), top.hue));
    for (const [i, { top, item }] of items.entries())
      pictures.push(productSvg(itemPicture(item), top.hue, i));
    pictures.push(
      cardSvg(pointsPictogram('西湖龙井体验装 50g'), 45),
      cardSvg(pointsPictogram('东宁黑木耳 250g'), 90, 400, 400),
      cardSvg('📢', 210, 600, 300),
    );
    for (const svg of pictures) {
      expect(svg).toMatch(
        /^<svg [^>]*>.*<svg x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+" viewBox="0 0 \d+ \d+">.+<\/svg><\/svg>\n$/s,
      );
      expect(svg).not.toMatch(cjk);
      expect(svg).not.toContain('<text');
      expect(svg).not.toMatch(/NaN|undefined/);
    }
    expect(pointsPictogram('西湖龙井体验装 50g')).toBe('🍵');
    expect(pointsPictogram('东宁黑木耳 250g')).toBe('draw:wood-ear');
    expect(pointsPictogram('每日坚果礼盒')).toBe('draw:mixed-nuts');
    expect(() => productSvg('ǂ', 0, 0)).toThrow(/no artwork/);
    expect(() => productSvg('draw:nothing', 0, 0)).toThrow(/no drawing/);
  });

  it('use every drawing they define', () => {
    const used = new Set(
      items.flatMap(({ item }) => [...itemPicture(item).matchAll(/draw:([a-z-]+)/g)].map((m) => m[1])),
    );
    expect(drawingNames.filter((name) => !used.has(name))).toEqual([]);
  });
});

describe('seeded product words', () => {
  const lines = itemWords
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => l.split('|') as [string, string, string, string]);

  it('translate two different Chinese words two different ways in every language', () => {
    for (const column of [1, 2, 3]) {
      const seen = new Map<string, string>();
      for (const line of lines) {
        const text = line[column]!.toLowerCase();
        expect(seen.get(text), `${line[0]} and ${seen.get(text)} are both "${line[column]}"`).toBeUndefined();
        seen.set(text, line[0]);
      }
    }
  });

  /**
   * The names of a few things that are easily confused, by the Chinese word of the thing: a translation may
   * use such a name only for an item with that word (山核桃 is hickory, 碧根果 pecan; "nogal americano" is
   * the pecan tree in Spain; 大葱 is a Welsh onion, not a leek).
   */
  const namesOf: [zh: string, names: RegExp][] = [
    ['碧根果', /pecan|пекан|nogal americano|nuez americana/i],
    ['山核桃', /hickory|гикори/i],
    ['核桃', /walnut|грецк|nuez de castilla/i],
    ['韭葱', /leek|порей|puerro/i],
    ['翘鼻麻鸭', /shelduck|огарь|пеганк|tarro/i],
  ];

  it('name the thing the Chinese names, not a look-alike', () => {
    for (const [zh, ...translations] of lines)
      for (const [word, names] of namesOf)
        for (const text of translations)
          if (names.test(text)) expect(zh, `"${text}" names ${word}`).toContain(word);
    const text = (zh: string) => lines.find((l) => l[0] === zh)!.slice(1);
    expect(text('手剥山核桃').join(' ')).toMatch(/hickory.*гикори.*hickory/i);
    expect(text('奶油味碧根果').join(' ')).toMatch(/pecan.*пекан.*pecana/i);
  });
});
