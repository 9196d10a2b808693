/**
 * The seed's pictures speak no language: a product, card or class picture carries a pictogram (an emoji,
 * drawn by the viewer's emoji font) instead of words, so a buyer reading the mall in Russian or Spanish sees
 * no Chinese in them. The words stay beside the picture, in the buyer's language. A product's own picture is
 * chosen by its item, not its class: product-pictures.ts.
 */

/** A pictogram for each top class, by its English name. */
const topPictograms: Record<string, string> = {
  'Food & drinks': '🍪',
  'Fresh produce': '🍎',
  'Grain, oil & seasoning': '🍚',
  'Wine, spirits & tea': '🍵',
  'Home appliances': '📺',
  'Phones & digital': '📱',
  'Computers & office': '💻',
  'Home & living': '🛋️',
  'Clothing, shoes & bags': '👕',
  'Beauty & care': '💄',
  'Mother & baby': '🍼',
  'Hardware & tools': '🔧',
  'Farm supplies & machinery': '🚜',
};

export function topPictogram(englishName: string): string {
  return topPictograms[englishName] ?? '🛒';
}

/** Points goods by a word of their Chinese name (data/market.ts), the gift box when none fits; a drawing of
 * product-drawings.ts where no emoji depicts the thing. */
const pointsPictograms: [word: string, pictogram: string][] = [
  ['保温杯', '🥤'],
  ['雨伞', '☂️'],
  ['购物袋', '🛍️'],
  ['笔记本', '📓'],
  ['鼠标', '🖱️'],
  ['耳机', '🎧'],
  ['移动电源', '🔋'],
  ['牙刷', '🪥'],
  ['龙井', '🍵'],
  ['大米', '🍚'],
  ['木耳', 'draw:wood-ear'],
  ['坚果', 'draw:mixed-nuts'],
  ['餐具', '🍴'],
  ['工具箱', '🧰'],
  ['空气炸锅', '🍟'],
  ['电饭煲', '🍚'],
  ['话费', '📱'],
  ['优惠券', '🎟️'],
  ['运费', '🚚'],
  ['遮阳帽', '👒'],
  ['加湿器', '💧'],
  ['台灯', '💡'],
  ['T 恤', '👕'],
];

export function pointsPictogram(chineseName: string): string {
  return pointsPictograms.find(([word]) => chineseName.includes(word))?.[1] ?? '🎁';
}
