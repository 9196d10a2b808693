import { productTypes } from '@mall/contracts';
import type { ProductPriceTier, ProductSpec, ProductStyle } from '../../db/schema/catalog';
import { searchColumns, translatedNamesOf } from '../../modules/catalog';
import {
  brandDefs,
  type ProfileDef,
  profiles,
  shopDefs,
  supplyPrefixes,
  supplySubtitles,
} from '../data/catalog';
import { i18nMap, originText, packText } from '../data/catalog-i18n';
import type { Profile } from '../data/classes';
import type { LeafClass } from './class-tree';
import { discounted, packCount, packPriceCents, packUnit, productStyles } from './product-packs';
import { detailTranslations, productTranslations } from './product-translations';
import { createRandom, mixSeed, type Random } from './random';

/** Products of the demo mall; `--products N` replaces this count. */
export const demoProductCount = 600;

const catalogSeed = 20260101;

export interface ShopRef {
  id: number;
  name: string;
  top: number;
  area: string;
}

export interface BrandRef {
  id: number;
  name: string;
  tops: number[];
}

export interface CatalogContext {
  leaves: LeafClass[];
  shops: ShopRef[];
  brands: BrandRef[];
  /** Reference time: created_at values spread over the 90 days before it. */
  now: Date;
}

/** Shops and brands get ids in list order (1, 2, ...), as the seed inserts them. */
export function catalogContext(leaves: LeafClass[], now: Date): CatalogContext {
  return {
    leaves,
    shops: shopDefs.map((s, i) => ({ id: i + 1, name: s.name, top: s.top, area: s.area })),
    brands: brandDefs.map((b, i) => ({ id: i + 1, name: b.name, tops: b.tops })),
    now,
  };
}

export interface ProductRow {
  id: number;
  productType: number;
  shopId: number;
  class1Id: number;
  class2Id: number;
  class3Id: number;
  brandId: number | null;
  name: string;
  subtitle: string;
  /** English, Russian and Spanish of name, subtitle and specs (see catalog-i18n.ts). */
  nameI18n: Record<string, string>;
  subtitleI18n: Record<string, string>;
  specsI18n: Record<string, ProductSpec[]>;
  priceCents: number;
  marketPriceCents: number;
  stock: string;
  unit: string;
  minOrder: string;
  specs: ProductSpec[];
  model: string;
  keywords: string;
  step: string;
  priceTiers: ProductPriceTier[];
  styles: ProductStyle[];
  detailText: string;
  detailTextI18n: Record<string, string>;
  imageUrl: string;
  sales: number;
  isFarm: number;
  areaName: string;
  areaNameI18n: Record<string, string>;
  status: number;
  /** Normalised searchable text (see modules/catalog/search-index.ts). */
  searchName: string;
  searchOther: string;
  createdAt: Date;
}

export function productPicturePath(leafId: number, itemIndex: number): string {
  return `products/c${leafId}-${itemIndex}.svg`;
}

/** "整箱 整箱装" reads badly: a suffix must not repeat two characters of the name. */
function sharesBigram(a: string, b: string): boolean {
  for (let i = 0; i + 1 < a.length; i++) if (b.includes(a.slice(i, i + 2))) return true;
  return false;
}

function modelNumber(random: Random): string {
  const letters = 'ABCDEFGHJKLMNPRSTX';
  return `${letters[random.int(0, letters.length - 1)]}${letters[random.int(0, letters.length - 1)]}-${random.int(100, 9999)}`;
}

/** Units sold by weight: quantities go in half steps. */
const byWeight = new Set(['斤', 'kg', '公斤', '千克']);

/** English names of the class (a buyer may type "honey"), the place of origin and a tag the name lacks. */
function productKeywords(random: Random, leaf: LeafClass, origin: string, profile: ProfileDef, name: string) {
  const words = [leaf.def.names.i18n.en_US.toLowerCase(), leaf.group.names.i18n.en_US.toLowerCase()];
  if (origin) words.push(origin);
  const tag = random.pick(profile.suffixes);
  if (!name.includes(tag)) words.push(tag);
  return words.join(' ').slice(0, 200);
}

/** Price cut to whole jiao (10 fen), never below 1 fen. */

/** Supply listings always sell in volume tiers; a quarter of the retail products give a discount for more. */
function priceTiers(
  random: Random,
  supply: boolean,
  minOrder: number,
  priceCents: number,
): ProductPriceTier[] {
  if (!supply && !random.chance(0.25)) return [];
  const steps = supply ? [1, 5, 20] : [1, 10, 50];
  const factors = supply ? [1, 0.95, 0.9] : [1, 0.97, 0.93];
  return steps.map((times, i) => ({
    minQty: String(minOrder * times),
    priceCents: discounted(priceCents, factors[i]),
  }));
}

const detailNotes: Partial<Record<Profile, string[]>> = {
  fresh: [
    '生鲜商品请在签收时当面检查，如有坏果请在24小时内拍照联系客服，核实后按坏果数量退款。',
    '收到后请尽快冷藏，建议3天内食用完毕。',
  ],
  food: ['请存放于阴凉干燥处，开封后请尽快食用。', '每批次均有出厂检验报告，可联系客服索取。'],
  grain: ['新粮上市，请存放于阴凉干燥处，开袋后请密封保存。', '食堂、餐饮批量采购请联系客服获取阶梯报价。'],
  drink: ['正品保证，支持扫码验真。', '请常温避光保存，开封后请尽快饮用。'],
  appliance: ['全国联保，下单后客服将预约送货安装时间。', '支持以旧换新，旧机回收可抵扣部分货款。'],
  digital: ['官方授权正品，支持全国联保。', '签收后7天内可无理由退换，请保持包装与配件完整。'],
  office: ['企业采购可开具增值税专用发票。', '整箱采购享批发价，欢迎咨询。'],
  apparel: ['尺码请参考详情页尺码表，如有疑问请联系客服。', '首次洗涤请单独手洗，避免与浅色衣物混洗。'],
  tools: ['使用电动工具时请佩戴防护眼镜与手套。', '工厂直发，支持非标定制，可开专票。'],
  agri: ['请按说明书用量使用，注意安全间隔期。', '农技人员可在线指导，合作社团购请联系客服。'],
};

function detailText(
  random: Random,
  p: {
    name: string;
    subtitle: string;
    areaName: string;
    unit: string;
    specs: { name: string; value: string }[];
    profile: Profile;
  },
): { text: string; notes: string[] } {
  const notes = detailNotes[p.profile] ?? [
    '图片仅供参考，请以收到的实物为准。',
    '如有任何问题，请联系在线客服。',
  ];
  const chosen = random.sample(notes, random.int(1, notes.length));
  const text = [
    `【商品名称】${p.name.trim()}`,
    `【商品亮点】${p.subtitle.split(' ').join('，')}`,
    ...p.specs.map((s) => `【${s.name}】${s.value}`),
    `【发货地】${p.areaName}`,
    `【计量单位】${p.unit}`,
    '',
    ...chosen,
  ].join('\n');
  return { text, notes: chosen };
}

interface Indexes {
  shopsByTop: ShopRef[][];
  brandsByTop: BrandRef[][];
}

const indexCache = new WeakMap<CatalogContext, Indexes>();

function indexes(ctx: CatalogContext): Indexes {
  let found = indexCache.get(ctx);
  if (!found) {
    const tops = Math.max(...ctx.leaves.map((l) => l.topIndex)) + 1;
    found = {
      shopsByTop: Array.from({ length: tops }, (_, t) => ctx.shops.filter((s) => s.top === t)),
      brandsByTop: Array.from({ length: tops }, (_, t) => ctx.brands.filter((b) => b.tops.includes(t))),
    };
    for (let t = 0; t < tops; t++) {
      if (found.shopsByTop[t].length === 0) throw new Error(`no shop sells top class #${t}`);
    }
    indexCache.set(ctx, found);
  }
  return found;
}

/**
 * Product number `index` (id index + 1). Each product draws from its own random stream, so product i is the
 * same whatever the total and chunks can be generated independently.
 */
export function generateProduct(ctx: CatalogContext, index: number): ProductRow {
  const { shopsByTop, brandsByTop } = indexes(ctx);
  const random = createRandom(mixSeed(catalogSeed, index));
  // Round-robin over the level-3 classes keeps every class stocked, even in the small demo catalog.
  const leaf = ctx.leaves[index % ctx.leaves.length];
  const profile = profiles[leaf.top.profile];
  const itemIndex = random.int(0, leaf.def.items.length - 1);
  const item = leaf.def.items[itemIndex];
  const packIndex = random.int(0, leaf.packs.length - 1);
  const pack = leaf.packs[packIndex];
  const shopRef = random.pick(shopsByTop[leaf.topIndex]);
  const brandPool = brandsByTop[leaf.topIndex];
  const brand = !item.origin && brandPool.length > 0 && random.chance(0.75) ? random.pick(brandPool) : null;
  const supply = random.chance(0.1);

  const base = item.origin ? `${item.origin.replace(/\s+/g, '')}${item.name}` : item.name;
  let name = `${brand ? `${brand.name} ` : ''}${base} ${pack}`;
  let suffix = random.pick(profile.suffixes);
  if (random.chance(0.6) && !sharesBigram(suffix, name)) name += ` ${suffix}`;
  else suffix = '';
  const supplyPrefix = supply ? random.pick(supplyPrefixes) : '';
  name = `${supplyPrefix}${name}`;
  const subtitle = supply ? random.pick(supplySubtitles) : random.pick(profile.subtitles);

  // Bigger packs and higher tiers sit higher in the class's price range.
  const position = (packIndex + random.next()) / leaf.packs.length;
  let priceCents = packPriceCents(leaf, packIndex, position);
  const unit = packUnit(pack, leaf.def.unit);
  if (supply) priceCents = Math.max(100, Math.round((priceCents * 0.8) / 100) * 100);
  const marketPriceCents = Math.max(
    priceCents + 100,
    Math.ceil((priceCents * (1.1 + random.next() * 0.5)) / 100) * 100,
  );

  // The fields added after the first release draw from a stream of their own, so every earlier field of
  // product i stays what it was.
  const extra = createRandom(mixSeed(catalogSeed ^ 0x5eed, index));
  // Every product has a code (quick order and spreadsheets order by it); profiles with a model spec show
  // it among the specs too. The others get an 8-digit article number: letters would make codes match
  // searches for pinyin initials ("dm" for 大米).
  let model = profile.specs.some(([, source]) => source === 'model')
    ? modelNumber(extra)
    : String(createRandom(mixSeed(catalogSeed ^ 0xc0de, index)).int(10_000_000, 99_999_999));
  const specs = [{ name: '规格', value: pack }];
  for (const [specName, source] of random.sample(profile.specs, random.int(1, 3))) {
    if (source === 'brand') {
      if (brand) specs.push({ name: specName, value: brand.name });
    } else if (source === 'origin') {
      specs.push({ name: specName, value: item.origin || shopRef.area });
    } else if (source === 'model') {
      model = modelNumber(random);
      specs.push({ name: specName, value: model });
    } else {
      specs.push({ name: specName, value: random.pick(source) });
    }
  }

  const secondsAgo = random.int(0, 90 * 86400 - 1);
  const packsOf = packCount(pack, leaf.def.unit) ?? 1;
  // A box of 24 bags counts its stock in boxes.
  const stock = Math.max(5, Math.round((supply ? random.int(1000, 100000) : random.int(20, 3000)) / packsOf));
  const minOrder = supply ? random.pick([10, 20, 50, 100]) : 1;
  const imageUrl = `/files/seed/${productPicturePath(leaf.id, itemIndex)}`;
  const areaName = item.origin || shopRef.area;
  const step = supply
    ? extra.pick([1, 5, 10].filter((n) => minOrder % n === 0))
    : byWeight.has(unit)
      ? 0.5
      : 1;
  const keywords = productKeywords(extra, leaf, item.origin, profile, name);
  const styleChoice = {
    leaf,
    packIndex,
    priceCents,
    stock,
    imageUrl,
    styleBase: (index + 1) * 100,
    colour: specs.find((s) => s.name === '颜色')?.value,
  };
  // Drawn in the order the fields were first written (tiers, then styles), so every product stays the same.
  const tiers = priceTiers(extra, supply, minOrder, priceCents);
  const styles = extra.chance(0.7) ? productStyles(extra, styleChoice) : [];
  // With the packs to choose from, the title does not name one of them (the chosen style does): a cart line
  // "… 整箱 24袋" with the style 500g named two packs at once.
  const packStyles = styles.some((st) => st.name === pack);
  if (packStyles) {
    name = name.replace(` ${pack}`, '');
    specs.splice(
      specs.findIndex((s) => s.name === '规格'),
      1,
    );
  }
  const translated = productTranslations({
    supplyPrefix,
    brand: brand?.name ?? '',
    item: item.name,
    origin: item.origin,
    pack,
    suffix,
    subtitle,
    specs,
    styles: styles.map((st) => st.name),
  });
  const detail = detailText(extra, {
    name,
    subtitle,
    areaName,
    unit,
    specs,
    profile: leaf.top.profile,
  });
  const areaNameI18n = i18nMap(originText(areaName));
  // The title as stored is the title searched (the search columns and the index rebuilt from the table agree).
  const nameI18n = packStyles ? withoutPack(translated.nameI18n, pack) : translated.nameI18n;
  return {
    id: index + 1,
    productType: supply ? productTypes.supply : productTypes.normal,
    shopId: shopRef.id,
    class1Id: leaf.class1Id,
    class2Id: leaf.class2Id,
    class3Id: leaf.id,
    brandId: brand?.id ?? null,
    name,
    subtitle,
    nameI18n,
    subtitleI18n: translated.subtitleI18n,
    specsI18n: translated.specsI18n,
    priceCents,
    marketPriceCents,
    stock: String(stock),
    unit,
    minOrder: String(minOrder),
    specs,
    model,
    keywords,
    step: String(step),
    priceTiers: tiers,
    styles: styles.map((st, i) =>
      Object.keys(translated.styleNames[i] ?? {}).length > 0
        ? { ...st, nameI18n: translated.styleNames[i] }
        : st,
    ),
    detailText: detail.text,
    detailTextI18n: detailTranslations({
      nameI18n: translated.nameI18n,
      subtitleI18n: translated.subtitleI18n,
      specs,
      specsI18n: translated.specsI18n,
      areaNameI18n,
      unit,
      notes: detail.notes,
    }),
    imageUrl,
    sales: Math.floor(random.next() ** 3 * 8000),
    isFarm: leaf.farm ? 1 : 0,
    areaName,
    areaNameI18n,
    status: 1,
    ...searchColumns({
      name,
      keywords,
      brandName: brand?.name ?? '',
      classNames: [leaf.top.names.zh, leaf.group.names.zh, leaf.def.names.zh],
      model,
      translatedNames: translatedNamesOf(nameI18n),
    }),
    createdAt: new Date(ctx.now.getTime() - secondsAgo * 1000),
  };
}

/** A translated title without its pack (", 24-bag carton"), for products whose packs are styles. */
function withoutPack(names: Record<string, string>, pack: string): Record<string, string> {
  const texts = packText(pack);
  if (!texts) return names;
  const out: Record<string, string> = {};
  for (const [lang, name] of Object.entries(names)) {
    const word = texts[lang as keyof typeof texts];
    const lower = word ? word[0]!.toLowerCase() + word.slice(1) : '';
    out[lang] = word ? name.replace(`, ${word}`, '').replace(`, ${lower}`, '') : name;
  }
  return out;
}

/** Products `start` .. `start + count - 1` (0-based indexes). */
export function generateProducts(ctx: CatalogContext, start: number, count: number): ProductRow[] {
  const rows: ProductRow[] = new Array(count);
  for (let i = 0; i < count; i++) rows[i] = generateProduct(ctx, start + i);
  return rows;
}
