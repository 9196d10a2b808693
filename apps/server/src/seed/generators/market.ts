import type { activities, demands, pointsGoods } from '../../db/schema/catalog';
import { activityDefs, payments, pointsItems, purposes, qualities } from '../data/market';
import {
  activityTexts,
  demandTranslations,
  pointsGoodsDescriptions,
  pointsGoodsNames,
  rowMap,
} from '../data/market-i18n';
import { pointsPictogram } from '../data/pictograms';
import type { LeafClass } from './class-tree';
import { cardSvg, type PictureSet } from './pictures';
import { createRandom } from './random';
import { searchTokens } from './search-tokens';

const day = 86400_000;

export const demoDemandCount = 60;

/** Purchase demands of the procurement hall, posted by buyer customers, all still open. */
export function buildDemands(
  leaves: LeafClass[],
  buyers: { id: number; area: string }[],
  now: Date,
): (typeof demands.$inferInsert)[] {
  const random = createRandom(4242);
  const rows: (typeof demands.$inferInsert)[] = [];
  for (let i = 0; i < demoDemandCount; i++) {
    // A stride coprime with the class count spreads the demands over many classes.
    const leaf = leaves[(i * 37) % leaves.length];
    const item = random.pick(leaf.def.items);
    const itemName = item.origin ? `${item.origin.replace(/\s+/g, '')}${item.name}` : item.name;
    const [min, max] = leaf.def.price;
    const quantity = random.pick(min >= 500 ? [5, 10, 20, 50, 100] : [100, 200, 500, 1000, 2000, 5000]);
    const unit = leaf.def.unit;
    const buyer = random.pick(buyers);
    const titles = [
      `采购${itemName} ${quantity}${unit}`,
      `求购${itemName}，长期稳定供货`,
      `${itemName} 批量采购 ${quantity}${unit}`,
      `急采${itemName} ${quantity}${unit}`,
    ];
    const title = random.pick(titles);
    const toBuyer = `送货至${buyer.area.replace(' ', '')}，`;
    const delivery = random.pick([
      toBuyer,
      '分批送货，每周一次，',
      '一次性送达指定仓库，',
      '需供应商负责卸货，',
    ]);
    // Drawn in the order the Chinese sentence reads, as before the translations, so every demand stays the same.
    const purpose = random.pick(purposes);
    const quality = random.pick(qualities);
    const payment = random.pick(payments);
    const description =
      `因${purpose}，需采购${itemName} ${quantity}${unit}。` +
      `${quality}${delivery}${payment}` +
      '请有意向的供应商在截止日期前报价，并注明含税单价与运费。';
    const translated = demandTranslations({
      titleForm: titles.indexOf(title),
      item: item.name,
      origin: item.origin,
      quantity,
      unit,
      purpose,
      quality,
      delivery: delivery === toBuyer ? '' : delivery,
      payment,
      area: buyer.area,
    });
    const unitYuan = (min + (max - min) * 0.4) * 0.85;
    const budgetCents = random.chance(0.7) ? Math.round((quantity * unitYuan) / 100) * 100 * 100 : null;
    rows.push({
      custId: buyer.id,
      title,
      classId: leaf.id,
      quantity: String(quantity),
      unit,
      budgetCents: budgetCents && budgetCents > 0 ? budgetCents : null,
      areaName: buyer.area,
      description,
      ...translated,
      deadline: new Date(now.getTime() + random.int(7, 60) * day),
      status: 1,
      quoteCount: random.int(0, 12),
      searchTokens: searchTokens(`${title} ${description}`),
      createdAt: new Date(now.getTime() - random.int(60, 30 * 86400) * 1000),
    });
  }
  return rows;
}

export function buildPointsGoods(pictures: PictureSet, now: Date): (typeof pointsGoods.$inferInsert)[] {
  const random = createRandom(2400);
  return pointsItems.map(([name, points, description], i) => ({
    name,
    points,
    stock: random.int(20, 500),
    imageUrl: pictures.add(`points/points-${i + 1}.svg`, () =>
      // Square like the boxes that show them (the points grid and detail): a wider picture lost its sides
      // there, the points badge with them.
      cardSvg(pointsPictogram(name), (i * 47) % 360, 400, 400),
    ),
    description,
    nameI18n: rowMap(pointsGoodsNames.get(name)),
    descriptionI18n: rowMap(pointsGoodsDescriptions.get(description)),
    createdAt: new Date(now.getTime() - (60 - i) * day),
  }));
}

/** Platform activities around now, each featuring a few demo products of its class. */
export function buildActivities(
  pictures: PictureSet,
  topIds: number[],
  products: { id: number; class1Id: number }[],
  now: Date,
): (typeof activities.$inferInsert)[] {
  const random = createRandom(606);
  return activityDefs.map((a, i) => {
    const candidates = products.filter((p) => p.class1Id === topIds[a.top]).map((p) => p.id);
    return {
      title: a.title,
      imageUrl: pictures.add(`activities/activity-${i + 1}.svg`, () =>
        cardSvg(a.pictogram, (a.top * 29 + 10) % 360, 600, 300),
      ),
      description: a.description,
      titleI18n: rowMap(activityTexts.get(a.title)),
      descriptionI18n: rowMap(activityTexts.get(a.description)),
      startsAt: new Date(now.getTime() + a.start * day),
      endsAt: new Date(now.getTime() + a.end * day),
      productIds: random.sample(candidates, 8),
      createdAt: new Date(now.getTime() + (Math.min(a.start, 0) - 7) * day),
    };
  });
}
