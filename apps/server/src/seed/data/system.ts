// The fixed configuration of the demo mall: its name and brand colour, which parameters carry translations,
// the home page tabs and the data dictionaries. generators/system.ts makes the configuration rows from them.

export const mallName = '云采商城';

/** Brand colour of the mall (MALL_APP_COLORS), also used by the generated brand pictures. */
export const brandHue = 25;

/**
 * Parameters whose value is text a buyer reads; they carry translations (valueI18n). The filing lines
 * (beian, ICPB) too: the Chinese site shows them as filed, the other languages say what they are with the
 * same registration numbers (content-i18n.ts).
 */
export const translatedParams = new Set([
  'MALL_HOT_WORD',
  'CHAT_MARQUEE',
  'malladress',
  'copyright',
  'beian',
  'ICPB',
  'webtitle',
  'description',
  'webkeywords',
]);

export const homeTabs: [string, string, string][] = [
  ['商品中心|Products|Товары|Productos', '/mall/product', 'commerce'],
  ['采购大厅|Purchase hall|Закупки|Compras', '/mall/product/demandCenter', 'purchase'],
  ['供应大厅|Supply hall|Предложения|Ofertas', '/mall/product/supplyCenter', 'supply'],
  ['店铺街|Shops|Магазины|Tiendas', '/mall/product/shopList', 'shoplist'],
  ['积分商城|Points mall|Магазин баллов|Tienda de puntos', '/mall/product/integralCenter', 'integral'],
  ['农场直供|From the farm|С фермы|De la granja', '/mall/product/farmCenter', 'farm'],
  ['平台活动|Promotions|Акции|Promociones', '/mall/product/market', 'market'],
  ['新闻资讯|News|Новости|Noticias', '/news', 'news'],
];

/** Data dictionaries (spec §7 getdicstype): 'code|zh|en|ru|es' per entry, in display order. */
export const dictionaries: Record<string, string[]> = {
  invoice_type: [
    'none|不开发票|No invoice|Без счёта|Sin factura',
    'normal|普通发票|Normal invoice|Обычный счёт|Factura normal',
    'vat|增值税专用发票|VAT special invoice|Счёт-фактура с НДС|Factura especial con IVA',
  ],
  delivery_type: [
    'express|快递配送|Express delivery|Курьерская доставка|Envío a domicilio',
    'pickup|到店自提|Pick up at the shop|Самовывоз из магазина|Recogida en tienda',
  ],
  order_status: [
    'pendingPayment|待付款|Awaiting payment|Ожидает оплаты|Pendiente de pago',
    'paid|待发货|Awaiting shipment|Ожидает отправки|Pendiente de envío',
    'shipped|待收货|Shipped|Отправлен|Enviado',
    'completed|已完成|Completed|Выполнен|Completado',
    'cancelled|已取消|Cancelled|Отменён|Cancelado',
  ],
  // The units of measure merchants choose a product's unit from (the platform console edits them); the code
  // is the Chinese name, which is what a product keeps (products.unit).
  PRODUCT_UNIT: [
    '件|件|piece|штука|pieza',
    '个|个|item|единица|unidad',
    '箱|箱|carton|ящик|caja grande',
    '袋|袋|bag|мешок|bolsa',
    '瓶|瓶|bottle|бутылка|botella',
    '盒|盒|box|коробка|caja',
    '包|包|pack|пачка|paquete',
    '把|把|piece (tools)|штука (инструмент)|pieza (herramienta)',
    '台|台|unit (machines)|единица (техника)|unidad (máquina)',
    '套|套|set|набор|juego',
    '斤|斤|jin (500 g)|цзинь (500 г)|jin (500 g)',
    '公斤|公斤|kilogram|килограмм|kilogramo',
    '吨|吨|tonne|тонна|tonelada',
    '米|米|metre|метр|metro',
    '卷|卷|roll|рулон|rollo',
    '张|张|sheet|лист|hoja',
  ],
};
