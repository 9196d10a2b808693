// English, Russian and Spanish texts of the points mall, the activities and the procurement hall's demands of
// the demo seed. Points goods and activities are a fixed list, translated whole; a demand is composed from
// templates the way generators/market.ts composes the Chinese one, with the item and place names of catalog-words.ts. A
// part missing from the lists leaves that language out (the storefront shows Chinese, marked as such).
import { itemText, type Lang, originText, translatedLangs } from './catalog-i18n';
import type { Row } from './i18n-row';

/** The *_i18n map of a row (its Chinese first). */
export function rowMap(row: Row | undefined): Record<string, string> {
  if (!row) return {};
  const [, en_US, ru_RU, es] = row;
  return { en_US, ru_RU, es };
}

function byChinese(rows: Row[]): Map<string, Row> {
  return new Map(rows.map((r) => [r[0], r]));
}

/** Points goods names, by their Chinese name in data/market.ts. */
export const pointsGoodsNames = byChinese([
  [
    '云采定制保温杯 500ml',
    'Yuncai thermos cup 500 ml',
    'Термокружка Yuncai 500 мл',
    'Taza térmica Yuncai 500 ml',
  ],
  [
    '三折晴雨伞',
    'Three-fold umbrella',
    'Складной зонт в три сложения',
    'Paraguas plegable de tres secciones',
  ],
  [
    '云采帆布购物袋',
    'Yuncai canvas shopping bag',
    'Холщовая сумка-шопер Yuncai',
    'Bolsa de compras de lona Yuncai',
  ],
  [
    '商务笔记本礼盒',
    'Business notebook gift box',
    'Подарочный набор с деловым блокнотом',
    'Caja regalo con cuaderno de negocios',
  ],
  ['静音无线鼠标', 'Silent wireless mouse', 'Бесшумная беспроводная мышь', 'Ratón inalámbrico silencioso'],
  [
    '真无线蓝牙耳机',
    'True wireless Bluetooth earbuds',
    'Беспроводные Bluetooth-наушники',
    'Auriculares Bluetooth inalámbricos',
  ],
  [
    '移动电源 10000mAh',
    'Power bank 10000 mAh',
    'Внешний аккумулятор 10000 мА·ч',
    'Batería externa 10000 mAh',
  ],
  [
    '声波电动牙刷',
    'Sonic electric toothbrush',
    'Звуковая электрическая зубная щётка',
    'Cepillo de dientes eléctrico sónico',
  ],
  [
    '西湖龙井体验装 50g',
    'West Lake Longjing tea sampler 50 g',
    'Чай Лунцзин с озера Сиху, пробник 50 г',
    'Té Longjing del Lago del Oeste, muestra de 50 g',
  ],
  [
    '五常稻花香大米 2.5kg',
    'Wuchang Daohuaxiang rice 2.5 kg',
    'Рис Учан Даохуасян 2,5 кг',
    'Arroz Daohuaxiang de Wuchang 2,5 kg',
  ],
  [
    '东宁黑木耳 250g',
    'Dongning black fungus 250 g',
    'Чёрные древесные грибы Дуннин 250 г',
    'Hongo negro de Dongning 250 g',
  ],
  [
    '每日坚果礼盒',
    'Daily nuts gift box',
    'Подарочный набор орехов на каждый день',
    'Caja regalo de frutos secos diarios',
  ],
  [
    '不锈钢餐具四件套',
    'Stainless steel cutlery set, 4 pieces',
    'Набор столовых приборов из нержавеющей стали, 4 предмета',
    'Juego de cubiertos de acero inoxidable, 4 piezas',
  ],
  [
    '家用工具箱 46件',
    'Household toolbox, 46 pieces',
    'Домашний набор инструментов, 46 предметов',
    'Caja de herramientas para el hogar, 46 piezas',
  ],
  [
    '可视空气炸锅 5L',
    'Air fryer with window 5 L',
    'Аэрогриль с окошком 5 л',
    'Freidora de aire con ventana 5 L',
  ],
  ['智能电饭煲 4L', 'Smart rice cooker 4 L', 'Умная рисоварка 4 л', 'Arrocera inteligente 4 L'],
  [
    '话费充值 10 元',
    'Phone credit top-up ¥10',
    'Пополнение телефона на 10 юаней',
    'Recarga de saldo telefónico de 10 ¥',
  ],
  [
    '话费充值 50 元',
    'Phone credit top-up ¥50',
    'Пополнение телефона на 50 юаней',
    'Recarga de saldo telefónico de 50 ¥',
  ],
  [
    '满 100 减 10 元优惠券',
    '¥10 off ¥100 coupon',
    'Купон: скидка 10 юаней от 100 юаней',
    'Cupón de 10 ¥ de descuento a partir de 100 ¥',
  ],
  ['免运费券', 'Free shipping coupon', 'Купон на бесплатную доставку', 'Cupón de envío gratuito'],
  ['防晒遮阳帽', 'Sun hat', 'Солнцезащитная шляпа', 'Sombrero para el sol'],
  [
    '无雾加湿器 4L',
    'Mist-free humidifier 4 L',
    'Увлажнитель воздуха без тумана 4 л',
    'Humidificador sin niebla 4 L',
  ],
  [
    '国 AA 级护眼台灯',
    'Class AA eye-care desk lamp',
    'Настольная лампа для глаз класса AA',
    'Lámpara de escritorio de clase AA para la vista',
  ],
  ['云采定制纯棉 T 恤', 'Yuncai cotton T-shirt', 'Хлопковая футболка Yuncai', 'Camiseta de algodón Yuncai'],
]);

/** Points goods descriptions, by their Chinese text. */
export const pointsGoodsDescriptions = byChinese([
  [
    '316 不锈钢内胆，保温 12 小时。',
    '316 stainless steel liner, keeps warm for 12 hours.',
    'Колба из нержавеющей стали 316, держит тепло 12 часов.',
    'Interior de acero inoxidable 316, mantiene el calor 12 horas.',
  ],
  [
    '黑胶防晒涂层，晴雨两用。',
    'Black UV-blocking coating, for sun and rain.',
    'Чёрное солнцезащитное покрытие, от солнца и дождя.',
    'Revestimiento negro antiUV, para sol y lluvia.',
  ],
  [
    '加厚帆布，可折叠收纳。',
    'Thick canvas, folds away.',
    'Плотный холст, складывается.',
    'Lona gruesa, plegable.',
  ],
  [
    'A5 皮面笔记本配签字笔。',
    'A5 leather-bound notebook with a pen.',
    'Блокнот A5 в кожаной обложке с ручкой.',
    'Cuaderno A5 con tapa de piel y bolígrafo.',
  ],
  [
    '2.4G 无线连接，静音按键。',
    '2.4 GHz wireless, silent buttons.',
    'Беспроводная связь 2,4 ГГц, бесшумные кнопки.',
    'Conexión inalámbrica de 2,4 GHz, botones silenciosos.',
  ],
  [
    '主动降噪，续航 24 小时。',
    'Active noise cancelling, 24 hours of battery life.',
    'Активное шумоподавление, 24 часа работы.',
    'Cancelación activa de ruido, 24 horas de autonomía.',
  ],
  [
    '双向快充，轻薄便携。',
    'Two-way fast charging, slim and light.',
    'Быстрая зарядка в обе стороны, тонкий и лёгкий.',
    'Carga rápida bidireccional, fina y ligera.',
  ],
  [
    '五档清洁模式，续航 30 天。',
    'Five cleaning modes, 30 days of battery life.',
    'Пять режимов чистки, 30 дней работы.',
    'Cinco modos de limpieza, 30 días de autonomía.',
  ],
  [
    '明前特级，茶农合作社直供。',
    'Top-grade pre-Qingming tea, straight from a growers’ cooperative.',
    'Высший сорт до праздника Цинмин, напрямую от кооператива чаеводов.',
    'Calidad superior antes de Qingming, directo de una cooperativa de cultivadores.',
  ],
  [
    '当季新米，真空包装。',
    'This season’s new rice, vacuum-packed.',
    'Рис нового урожая, в вакуумной упаковке.',
    'Arroz nuevo de temporada, envasado al vacío.',
  ],
  [
    '肉厚无根，泡发率高。',
    'Thick, trimmed, swells well when soaked.',
    'Толстые, без корешков, хорошо набухают.',
    'Gruesos, sin raíz, se hidratan bien.',
  ],
  [
    '30 日装，六种坚果果干搭配。',
    '30 daily packs of six nuts and dried fruits.',
    '30 порций: шесть видов орехов и сухофруктов.',
    '30 raciones con seis frutos secos y deshidratados.',
  ],
  [
    '304 不锈钢，含筷勺叉刀。',
    '304 stainless steel: chopsticks, spoon, fork and knife.',
    'Нержавеющая сталь 304: палочки, ложка, вилка и нож.',
    'Acero inoxidable 304: palillos, cuchara, tenedor y cuchillo.',
  ],
  [
    '铬钒钢工具，家庭维修必备。',
    'Chrome-vanadium steel tools for home repairs.',
    'Инструменты из хромованадиевой стали для домашнего ремонта.',
    'Herramientas de acero al cromo-vanadio para reparaciones en casa.',
  ],
  [
    '透明视窗，少油健康。',
    'See-through window, healthy cooking with little oil.',
    'Прозрачное окошко, полезная готовка почти без масла.',
    'Ventana transparente, cocina sana con poco aceite.',
  ],
  [
    '预约定时，多种烹饪模式。',
    'Delay timer and many cooking modes.',
    'Отложенный старт и много режимов готовки.',
    'Programación diferida y varios modos de cocción.',
  ],
  [
    '全国三网通用，24 小时内到账。',
    'For all three carriers nationwide, credited within 24 hours.',
    'Для всех трёх операторов по всей стране, зачисление за 24 часа.',
    'Para los tres operadores de todo el país, abono en 24 horas.',
  ],
  [
    '全场通用，有效期 30 天。',
    'Valid on everything for 30 days.',
    'Действует на все товары 30 дней.',
    'Válido en toda la tienda durante 30 días.',
  ],
  [
    '单笔订单免运费一次，有效期 30 天。',
    'Free shipping on one order, valid for 30 days.',
    'Бесплатная доставка одного заказа, действует 30 дней.',
    'Envío gratuito en un pedido, válido 30 días.',
  ],
  ['UPF50+，可折叠。', 'UPF 50+, foldable.', 'UPF 50+, складывается.', 'UPF 50+, plegable.'],
  [
    '静音运行，恒湿控制。',
    'Quiet, keeps the humidity steady.',
    'Тихая работа, поддержание влажности.',
    'Funcionamiento silencioso, humedad constante.',
  ],
  [
    '无频闪，三档色温。',
    'Flicker-free, three colour temperatures.',
    'Без мерцания, три цветовые температуры.',
    'Sin parpadeo, tres temperaturas de color.',
  ],
  [
    '精梳棉，多尺码可选。',
    'Combed cotton, many sizes.',
    'Гребенной хлопок, много размеров.',
    'Algodón peinado, varias tallas.',
  ],
]);

/** Activity titles and descriptions, by their Chinese text. */
export const activityTexts = byChinese([
  [
    '产地直采季 · 生鲜水果满199减30',
    'Farm-direct season · ¥30 off fresh fruit over ¥199',
    'Сезон закупок у производителя · скидка 30 юаней на фрукты от 199 юаней',
    'Temporada directa del origen · 30 ¥ de descuento en fruta desde 199 ¥',
  ],
  [
    '精选产地直发的时令水果、蔬菜与海鲜，冷链到家，活动期间满 199 元减 30 元。',
    'Seasonal fruit, vegetables and seafood shipped straight from where they grow, cold chain to your door; ¥30 off orders over ¥199 during the event.',
    'Сезонные фрукты, овощи и морепродукты прямо от производителя, доставка по холодовой цепи; во время акции скидка 30 юаней при заказе от 199 юаней.',
    'Fruta, verdura y marisco de temporada enviados desde el origen, con cadena de frío hasta tu puerta; 30 ¥ de descuento en pedidos desde 199 ¥ durante la promoción.',
  ],
  [
    '春耕农资节 · 种子化肥限时特惠',
    'Spring planting fair · seeds and fertiliser on offer',
    'Весенний сев · семена и удобрения по спеццене',
    'Feria de la siembra · ofertas en semillas y abonos',
  ],
  [
    '种子、复合肥、水溶肥与植保农药厂家直供，合作社团购享批发价。',
    'Seeds, compound and water-soluble fertilisers and crop protection straight from the makers; wholesale prices for cooperatives buying together.',
    'Семена, комплексные и водорастворимые удобрения и средства защиты растений от производителей; оптовые цены для кооперативов.',
    'Semillas, abonos compuestos e hidrosolubles y fitosanitarios directos de fábrica; precio mayorista para compras de cooperativas.',
  ],
  [
    '家电以旧换新 · 最高补贴500元',
    'Trade in old appliances · up to ¥500 back',
    'Обмен старой техники · доплата до 500 юаней',
    'Cambia tu electrodoméstico viejo · hasta 500 ¥ de ayuda',
  ],
  [
    '冰箱、洗衣机、空调、电视以旧换新，送装一体，最高补贴 500 元。',
    'Trade in your fridge, washing machine, air conditioner or TV; delivery and installation together, up to ¥500 back.',
    'Обменяйте холодильник, стиральную машину, кондиционер или телевизор; доставка с установкой, доплата до 500 юаней.',
    'Cambia tu frigorífico, lavadora, aire acondicionado o televisor; entrega e instalación incluidas, hasta 500 ¥ de ayuda.',
  ],
  [
    '新茶上市 · 明前春茶品鉴',
    'New tea is in · pre-Qingming spring tea tasting',
    'Новый чай · дегустация весеннего чая до Цинмина',
    'Llega el té nuevo · cata de té de primavera antes de Qingming',
  ],
  [
    '龙井、碧螺春、毛峰等明前春茶上市，茶农合作社直供，支持小包装试饮。',
    'Longjing, Biluochun, Maofeng and other pre-Qingming spring teas, straight from growers’ cooperatives, in small packs to try.',
    'Лунцзин, Билочунь, Маофэн и другие весенние чаи до Цинмина напрямую от кооперативов чаеводов, есть пробные упаковки.',
    'Longjing, Biluochun, Maofeng y otros tés de primavera antes de Qingming, directos de cooperativas, en paquetes pequeños para probar.',
  ],
  [
    '粮油干货囤货专场',
    'Stock up on grain, oil and dry goods',
    'Запасаемся крупами, маслом и сухими продуктами',
    'Abastécete de cereales, aceite y productos secos',
  ],
  [
    '大米、食用油、南北干货整箱囤货更实惠，企业食堂集采可开专票。',
    'Rice, cooking oil and dry goods cost less by the case; VAT invoices for company canteens buying in bulk.',
    'Рис, растительное масло и сухие продукты дешевле коробками; для корпоративных столовых — счёт-фактура с НДС.',
    'Arroz, aceite y productos secos más baratos por caja; factura con IVA para comedores de empresa.',
  ],
  [
    '企业集采节 · 五金劳保量大从优',
    'Company purchasing fair · hardware and safety gear, better prices in bulk',
    'Корпоративные закупки · инструмент и спецодежда дешевле оптом',
    'Feria de compras de empresa · ferretería y protección laboral, mejor precio por volumen',
  ],
  [
    '手动工具、电动工具、紧固件与劳保用品集中采购，满额阶梯返利。',
    'Hand tools, power tools, fasteners and safety gear bought together, with tiered rebates.',
    'Ручной и электроинструмент, крепёж и средства защиты одной закупкой, ступенчатые бонусы.',
    'Herramientas manuales y eléctricas, fijaciones y protección laboral en una sola compra, con descuentos escalonados.',
  ],
]);

type Text = Record<Lang, string>;
const row = (en_US: string, ru_RU: string, es: string): Text => ({ en_US, ru_RU, es });

/** The sentences of generators/market.ts's demands, by their Chinese text. */
const purposes = new Map<string, Text>([
  [
    '公司食堂日常用餐',
    row(
      'the company canteen’s daily meals',
      'ежедневного питания в столовой компании',
      'las comidas diarias del comedor de la empresa',
    ),
  ],
  [
    '门店节日促销备货',
    row(
      'stocking stores for a holiday sale',
      'подготовки магазинов к праздничной распродаже',
      'abastecer las tiendas para una promoción festiva',
    ),
  ],
  ['新项目开工', row('a new project starting', 'начала нового проекта', 'el inicio de un nuevo proyecto')],
  ['员工福利发放', row('staff benefits', 'подарков сотрудникам', 'los beneficios para empleados')],
  [
    '连锁超市补货',
    row(
      'restocking a supermarket chain',
      'пополнения сети супермаркетов',
      'reponer una cadena de supermercados',
    ),
  ],
  [
    '酒店客房与餐饮部使用',
    row(
      'a hotel’s rooms and restaurant',
      'номеров и ресторана гостиницы',
      'las habitaciones y el restaurante de un hotel',
    ),
  ],
  [
    '学校后勤集中采购',
    row(
      'a school’s central purchasing',
      'централизованной закупки для школы',
      'la compra centralizada de un colegio',
    ),
  ],
  [
    '工厂车间生产使用',
    row(
      'production in a factory workshop',
      'производства в цехе завода',
      'la producción en un taller de fábrica',
    ),
  ],
]);

const qualities = new Map<string, Text>([
  [
    '要求产品新鲜、规格统一，',
    row(
      'Products must be fresh and of one size.',
      'Товар должен быть свежим и одного размера.',
      'Los productos deben ser frescos y de tamaño uniforme.',
    ),
  ],
  [
    '要求提供质检报告与合格证，',
    row(
      'A quality report and certificate are required.',
      'Нужны протокол испытаний и сертификат.',
      'Se exige informe de calidad y certificado.',
    ),
  ],
  [
    '要求正规品牌、正品行货，',
    row(
      'Genuine branded goods only.',
      'Только оригинальные товары известных марок.',
      'Solo productos de marca originales.',
    ),
  ],
  [
    '要求包装完好，可先提供样品，',
    row(
      'Packaging must be intact; samples are welcome first.',
      'Упаковка должна быть целой; можно сначала прислать образцы.',
      'El embalaje debe estar intacto; se aceptan muestras antes.',
    ),
  ],
]);

const payments = new Map<string, Text>([
  [
    '需开具增值税专用发票。',
    row(
      'A special VAT invoice is required.',
      'Нужен счёт-фактура с НДС.',
      'Se necesita factura especial con IVA.',
    ),
  ],
  [
    '需开具普通发票。',
    row('An ordinary invoice is required.', 'Нужен обычный счёт.', 'Se necesita factura ordinaria.'),
  ],
  ['账期 30 天。', row('Payment within 30 days.', 'Оплата в течение 30 дней.', 'Pago a 30 días.')],
  [
    '款到发货或货到付款均可。',
    row(
      'Payment before shipping or cash on delivery are both fine.',
      'Возможны предоплата или оплата при получении.',
      'Vale pago antes del envío o contra reembolso.',
    ),
  ],
]);

/** The fixed delivery sentences; the first one of generators/market.ts names the buyer's place (delivery below). */
const deliveries = new Map<string, Text>([
  [
    '分批送货，每周一次，',
    row('Delivery in weekly batches.', 'Поставка партиями раз в неделю.', 'Entregas semanales por lotes.'),
  ],
  [
    '一次性送达指定仓库，',
    row(
      'Delivery in one go to our warehouse.',
      'Поставка одной партией на наш склад.',
      'Entrega de una vez en nuestro almacén.',
    ),
  ],
  [
    '需供应商负责卸货，',
    row('The supplier unloads.', 'Разгрузка силами поставщика.', 'El proveedor se encarga de la descarga.'),
  ],
]);

const closing = row(
  ' Interested suppliers, please quote before the deadline, with the unit price including tax and the shipping cost.',
  ' Заинтересованных поставщиков просим прислать предложение до срока, указав цену за единицу с НДС и стоимость доставки.',
  ' Los proveedores interesados deben ofertar antes de la fecha límite, indicando el precio unitario con impuestos y el porte.',
);

/**
 * Counted amounts of the demand units ("200 bags"): English and Spanish plurals, Russian abbreviations (which
 * need no case after a number). A unit missing here leaves the demand untranslated.
 */
const amounts: Record<string, Text> = {
  袋: row('bags', 'пак.', 'bolsas'),
  箱: row('cases', 'ящ.', 'cajas grandes'),
  盒: row('boxes', 'кор.', 'cajas'),
  斤: row('jin', 'цзинь', 'jin'),
  瓶: row('bottles', 'бут.', 'botellas'),
  份: row('portions', 'порц.', 'raciones'),
  只: row('pcs', 'шт.', 'uds.'),
  桶: row('drums', 'бид.', 'bidones'),
  饼: row('cakes', 'блин.', 'tortas'),
  罐: row('cans', 'бан.', 'latas'),
  坛: row('jars', 'бан.', 'tinajas'),
  台: row('units', 'шт.', 'unidades'),
  个: row('pcs', 'шт.', 'uds.'),
  支: row('pcs', 'шт.', 'uds.'),
  副: row('pairs', 'пар', 'pares'),
  块: row('pcs', 'шт.', 'uds.'),
  套: row('sets', 'компл.', 'juegos'),
  本: row('books', 'шт.', 'libros'),
  条: row('pcs', 'шт.', 'uds.'),
  张: row('sheets', 'шт.', 'hojas'),
  件: row('pcs', 'шт.', 'uds.'),
  双: row('pairs', 'пар', 'pares'),
  包: row('packs', 'пач.', 'paquetes'),
  辆: row('units', 'шт.', 'unidades'),
  把: row('pcs', 'шт.', 'uds.'),
  顶: row('pcs', 'шт.', 'uds.'),
  株: row('plants', 'саж.', 'plantas'),
};

/** "Salt-baked cashews" after "we need": lower case unless it is a name or code ("XL", "Wuchang rice"). */
const lowerFirst = (text: string, lang: Lang) =>
  lang !== 'ru_RU' && /^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;

/** What generators/market.ts drew for one demand, in Chinese. */
export interface DemandWords {
  /** The template number of the title (0..3), in generators/market.ts's order. */
  titleForm: number;
  item: string;
  origin: string;
  quantity: number;
  unit: string;
  purpose: string;
  quality: string;
  /** The delivery sentence, or '' for "to the buyer's place". */
  delivery: string;
  payment: string;
  area: string;
}

/** A demand's title, area and description in en/ru/es; empty maps when a part has no translation. */
export function demandTranslations(w: DemandWords): {
  titleI18n: Record<string, string>;
  areaNameI18n: Record<string, string>;
  descriptionI18n: Record<string, string>;
} {
  const area = originText(w.area);
  const item = itemText(w.item);
  const origin = w.origin ? originText(w.origin) : undefined;
  const purpose = purposes.get(w.purpose);
  const quality = qualities.get(w.quality);
  const payment = payments.get(w.payment);
  const delivery = w.delivery
    ? deliveries.get(w.delivery)
    : area && row(`Delivery to ${area.en_US}.`, `Доставка: ${area.ru_RU}.`, `Entrega en ${area.es}.`);
  const areaNameI18n: Record<string, string> = area ? { ...area } : {};
  const counted = amounts[w.unit];
  if (!item || (w.origin && !origin) || !purpose || !quality || !payment || !delivery || !counted)
    return { titleI18n: {}, areaNameI18n, descriptionI18n: {} };
  const titleI18n: Record<string, string> = {};
  const descriptionI18n: Record<string, string> = {};
  for (const lang of translatedLangs) {
    const name = origin ? `${item[lang]} (${origin[lang]})` : item[lang];
    const amount = `${w.quantity} ${counted[lang]}`;
    titleI18n[lang] = [
      {
        en_US: `Buying ${name}, ${amount}`,
        ru_RU: `Закупка: ${name}, ${amount}`,
        es: `Compra de ${name}, ${amount}`,
      },
      {
        en_US: `Wanted: ${name}, steady long-term supply`,
        ru_RU: `Нужен товар: ${name}, долгосрочные поставки`,
        es: `Se busca: ${name}, suministro estable a largo plazo`,
      },
      {
        en_US: `${name} in bulk, ${amount}`,
        ru_RU: `Оптом: ${name}, ${amount}`,
        es: `${name} al por mayor, ${amount}`,
      },
      {
        en_US: `Urgent: ${name}, ${amount}`,
        ru_RU: `Срочно: ${name}, ${amount}`,
        es: `Urgente: ${name}, ${amount}`,
      },
    ][w.titleForm]![lang];
    const need = {
      en_US: `For ${purpose.en_US}, we need ${lowerFirst(name, lang)}, ${amount}`,
      ru_RU: `Для ${purpose.ru_RU} нужно: ${name}, ${amount}`,
      es: `Para ${purpose.es}, necesitamos ${lowerFirst(name, lang)}, ${amount}`,
    }[lang].replace(/\.?$/, '.');
    descriptionI18n[lang] = `${need} ${quality[lang]} ${delivery[lang]} ${payment[lang]}${closing[lang]}`;
  }
  return { titleI18n, areaNameI18n, descriptionI18n };
}
