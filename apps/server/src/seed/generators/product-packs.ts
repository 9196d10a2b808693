// The packs and styles of a generated product: the unit a pack is sold by, how many it holds, its price, and
// the colours, sizes or packs a buyer picks from (generators/catalog.ts makes the products).
import type { ProductStyle } from '../../db/schema/catalog';
import { profiles } from '../data/catalog';
import type { LeafClass } from './class-tree';
import type { Random } from './random';

/** A price moved by `factor`, in whole 10 fen. */
export const discounted = (cents: number, factor: number) =>
  Math.max(1, Math.round((cents * factor) / 10) * 10);

/** Retail prices look like 29.90 below 300 yuan and like 1299 above. */
export function retailCents(yuan: number): number {
  if (yuan < 300) return Math.max(1, Math.round(yuan)) * 100 - 10;
  return Math.round(yuan / 10) * 1000 - 100;
}

/** Sizes by unit: clothes (件) in letters, shoes (双) in EU numbers; other goods have none. */
const sizesByUnit: Record<string, string[]> = {
  件: ['S', 'M', 'L', 'XL', 'XXL'],
  双: ['38', '39', '40', '41', '42', '43', '44'],
};

/** Counting words a pack may be made of ("6瓶装", "800g×6罐 整箱"). */
const countWords = '袋瓶罐桶饼包片盒支件只枚箱';

/**
 * The unit a pack is sold by (issue 31: a box of 24 bags is sold per box, not per bag): a whole carton
 * (整箱, "330ml×24罐") per 箱, a tong of tea cakes (整提) per 提, a gift box (礼盒) per 盒, a multipack
 * ("5袋装", "10包装", "两箱装", "3瓶装") per 包 or 组; any other pack (a weight, "单件", "家庭装") by the class's unit.
 */
export function packUnit(pack: string, classUnit: string): string {
  if (pack.includes('整提')) return '提';
  if (pack.includes('整箱') || /×\d+罐$/.test(pack)) return '箱';
  if (pack.includes('礼盒')) return '盒';
  if (/^(\d+|[两三五])[袋包片]装$/.test(pack)) return '包';
  if (new RegExp(`^(\\d+|[两三五一])[${countWords}对]装$|^\\S+×\\d+[${countWords}]$`).test(pack)) return '组';
  return classUnit;
}

/**
 * How many of the class's unit a pack holds when it says so ("整箱 24袋" of a class sold by 袋: 24; "500ml×6瓶
 * 整箱" of 瓶: 6; "整箱 20斤" of 斤: 20), else undefined.
 */
export function packCount(pack: string, classUnit: string): number | undefined {
  const found = new RegExp(`(\\d+)${classUnit}(?:\\s|$)`).exec(pack.replace(/^\S*×/, ''));
  const n = found ? Number(found[1]) : undefined;
  return n && n > 1 && packUnit(pack, classUnit) !== classUnit ? n : undefined;
}

/**
 * The price of a pack of the class: a pack that holds N of the class's unit costs N of the class's first
 * pack less a tenth (a box of 24 bags ≈ 24 bags − 10 %); others sit in the class's price range by position.
 */
export function packPriceCents(leaf: LeafClass, index: number, position: number): number {
  const [min, max] = leaf.def.price;
  const count = packCount(leaf.packs[index]!, leaf.def.unit);
  if (count)
    return retailCents(count * (retailCents(min + (max - min) * (0.5 / leaf.packs.length)) / 100) * 0.9);
  return retailCents(min + (max - min) * position);
}

/**
 * The styles a buyer picks from: colours (and sizes) for goods that come in colours, otherwise the packs of
 * the class at their own prices. Stocks add up to the product's stock.
 */
export function productStyles(
  random: Random,
  p: {
    leaf: LeafClass;
    packIndex: number;
    priceCents: number;
    stock: number;
    imageUrl: string;
    styleBase: number;
    /** The colour the parameter table names, if any: it is one of the styles. */
    colour?: string;
  },
): ProductStyle[] {
  const profile = profiles[p.leaf.top.profile];
  const colours = profile.specs.find(([name]) => name === '颜色')?.[1];
  let choices: { name: string; priceCents: number; unit?: string; count?: number }[];
  if (Array.isArray(colours)) {
    const others = random.sample(
      colours.filter((c) => c !== p.colour),
      p.colour ? random.int(1, 2) : random.int(2, 3),
    );
    const picked = p.colour ? [p.colour, ...others] : others;
    const unitSizes = sizesByUnit[p.leaf.def.unit];
    const sizes = p.leaf.top.profile === 'apparel' && unitSizes ? random.sample(unitSizes, 3) : [''];
    choices = picked.flatMap((colour, i) =>
      sizes.map((size) => ({
        name: size ? `${colour} ${size}` : colour,
        // A second colour of a device sometimes costs a little more.
        priceCents: i > 0 && !size && random.chance(0.3) ? discounted(p.priceCents, 1.05) : p.priceCents,
      })),
    );
  } else if (p.leaf.packs.length > 1 && !['tools', 'agri'].includes(p.leaf.top.profile)) {
    const productUnit = packUnit(p.leaf.packs[p.packIndex]!, p.leaf.def.unit);
    choices = p.leaf.packs.map((pack, i) => {
      const unit = packUnit(pack, p.leaf.def.unit);
      return {
        name: pack,
        priceCents:
          i === p.packIndex ? p.priceCents : packPriceCents(p.leaf, i, (i + 0.5) / p.leaf.packs.length),
        // Each pack is sold by its own unit; only one unlike the product's is written down.
        ...(unit !== productUnit ? { unit } : {}),
        count: i === p.packIndex ? undefined : packCount(pack, p.leaf.def.unit),
      };
    });
  } else {
    return [];
  }
  let left = p.stock;
  return choices.map((c, i) => {
    const share = i === choices.length - 1 ? left : Math.floor((left * random.int(20, 60)) / 100);
    left -= share;
    return {
      styleId: p.styleBase + i + 1,
      name: c.name,
      priceCents: c.priceCents,
      // A box of 24 bags counts its stock in boxes.
      stock: String(c.count ? Math.max(1, Math.round(share / c.count)) : share),
      imageUrl: p.imageUrl,
      ...(c.unit ? { unit: c.unit } : {}),
    };
  });
}
