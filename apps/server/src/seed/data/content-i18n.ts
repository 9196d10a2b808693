// English, Russian and Spanish for the demo content (banners, hot words, site texts, news, bulletins, help
// articles, links): [Chinese, en_US, ru_RU, es], looked up by the Chinese text the other seed files write.
// A text not listed here stays Chinese and the API marks it as a fallback (the legacy resource does so).

import { helpRows } from './help-i18n';
import type { Row } from './i18n-row';
import { newsRows } from './news-i18n';

export type { Row };

const site: Row[] = [
  ['云采商城', 'Yuncai Mall', 'Юньцай Маркет', 'Yuncai Mall'],
  [
    '云采商城 · 一站式企业采购',
    'Yuncai Mall · one-stop business sourcing',
    'Юньцай Маркет · закупки для бизнеса в одном окне',
    'Yuncai Mall · compras empresariales todo en uno',
  ],
  ['采购商中心', 'Buyer centre', 'Кабинет покупателя', 'Centro del comprador'],
  ['供应商中心', 'Seller centre', 'Кабинет поставщика', 'Centro del proveedor'],
  ['采购', 'Buy', 'Закупки', 'Compras'],
  ['供应', 'Supply', 'Поставки', 'Suministro'],
  ['苹果', 'Apples', 'Яблоки', 'Manzanas'],
  ['大米', 'Rice', 'Рис', 'Arroz'],
  ['茶叶', 'Tea', 'Чай', 'Té'],
  ['电饭煲', 'Rice cooker', 'Рисоварка', 'Arrocera'],
  ['手机', 'Phones', 'Телефоны', 'Móviles'],
  ['五金工具', 'Hardware tools', 'Инструменты', 'Herramientas'],
  [
    '温馨提示：请勿线下转账交易，谨防诈骗；平台客服不会以任何理由索要您的密码或验证码。',
    'Please note: never pay by transfer outside the mall and beware of fraud; our customer service will never ask for your password or verification code.',
    'Внимание: не переводите деньги вне площадки и остерегайтесь мошенников; служба поддержки никогда не запрашивает ваш пароль или код подтверждения.',
    'Aviso: no pague nunca por transferencia fuera de la plataforma y tenga cuidado con los fraudes; nuestro servicio de atención nunca le pedirá su contraseña ni su código de verificación.',
  ],
  [
    '浙江省杭州市西湖区文三路 90 号云采大厦 18 楼',
    '18th floor, Yuncai Tower, 90 Wensan Road, Xihu District, Hangzhou, Zhejiang, China',
    'Китай, Чжэцзян, Ханчжоу, район Сиху, ул. Вэньсань, 90, здание Юньцай, 18 этаж',
    'Planta 18, Torre Yuncai, calle Wensan 90, distrito de Xihu, Hangzhou, Zhejiang, China',
  ],
  // The filing lines: what each registration is, with its number unchanged.
  [
    '浙公网安备 33010602000001号',
    'Zhejiang Public Security filing No. 33010602000001',
    'Регистрация в органах общественной безопасности провинции Чжэцзян № 33010602000001',
    'Registro de seguridad pública de Zhejiang n.º 33010602000001',
  ],
  [
    '浙ICP备2026000001号-1',
    'Zhejiang ICP filing No. 2026000001-1',
    'Регистрация ICP провинции Чжэцзян № 2026000001-1',
    'Registro ICP de Zhejiang n.º 2026000001-1',
  ],
  [
    '© 2026 云采商城 版权所有',
    '© 2026 Yuncai Mall. All rights reserved.',
    '© 2026 Юньцай Маркет. Все права защищены.',
    '© 2026 Yuncai Mall. Todos los derechos reservados.',
  ],
  [
    '云采商城是专业的 B2B + B2C 一站式采购平台，汇集生鲜农产品、粮油食品、家电数码、办公用品与工业品，支持企业集采、供应大厅与农场直供。',
    'Yuncai Mall is a professional one-stop B2B + B2C sourcing platform for fresh produce, grain and oil, appliances and electronics, office supplies and industrial goods, with group purchasing, a supply hall and direct farm supply.',
    'Юньцай Маркет — профессиональная B2B + B2C площадка закупок: свежие продукты, крупы и масло, техника и электроника, канцтовары и промышленные товары; коллективные закупки, зал предложений и поставки прямо с ферм.',
    'Yuncai Mall es una plataforma profesional de compras B2B + B2C todo en uno: productos frescos, cereales y aceite, electrodomésticos y electrónica, material de oficina y productos industriales, con compras colectivas, sala de ofertas y suministro directo de granjas.',
  ],
  [
    '云采商城,B2B采购,企业采购,农产品批发,工业品采购,农场直供',
    'Yuncai Mall,B2B sourcing,business purchasing,wholesale farm produce,industrial goods,direct from the farm',
    'Юньцай Маркет,B2B закупки,закупки для бизнеса,оптом фермерские продукты,промышленные товары,прямо с фермы',
    'Yuncai Mall,compras B2B,compras empresariales,productos agrícolas al por mayor,productos industriales,directo de la granja',
  ],
];

const banners: Row[] = [
  ['产地直采 鲜果到家', 'Fresh fruit from the orchard', 'Фрукты прямо из сада', 'Fruta fresca del huerto'],
  [
    '阿克苏冰糖心苹果、赣南脐橙 冷链直达 满99包邮',
    'Aksu apples and Gannan oranges, cold chain, free shipping over ¥99',
    'Яблоки Аксу и апельсины Ганьнань, холодовая цепь, доставка бесплатно от ¥99',
    'Manzanas de Aksu y naranjas de Gannan, cadena de frío, envío gratis desde ¥99',
  ],
  ['新米上市 粮油囤货季', 'New-crop rice is here', 'Рис нового урожая', 'Llega el arroz nuevo'],
  [
    '五常稻花香、东北杂粮 企业食堂集采享批发价',
    'Wuchang rice and northeastern grains at wholesale prices for canteens',
    'Рис Учан и крупы северо-востока по оптовым ценам для столовых',
    'Arroz de Wuchang y cereales del noreste a precio mayorista para comedores',
  ],
  [
    '明前春茶 一叶知春',
    'Spring tea, first picking',
    'Весенний чай первого сбора',
    'Té de primavera, primera cosecha',
  ],
  [
    '西湖龙井、洞庭碧螺春 茶农合作社直供',
    'West Lake Longjing and Biluochun, direct from tea co-operatives',
    'Лунцзин с Западного озера и Билочунь прямо от чайных кооперативов',
    'Longjing del Lago del Oeste y Biluochun, directo de cooperativas',
  ],
  ['家电以旧换新', 'Trade in your appliances', 'Обмен старой техники', 'Renueva tus electrodomésticos'],
  [
    '大家电送装一体 最高补贴 500 元',
    'Delivery and installation included, up to ¥500 off',
    'Доставка с установкой, скидка до ¥500',
    'Entrega e instalación incluidas, hasta ¥500 de descuento',
  ],
  [
    '工业品集采节',
    'Industrial buying festival',
    'Фестиваль закупок для промышленности',
    'Feria de compras industriales',
  ],
  [
    '五金工具、劳保用品 企业采购可开专票 量大从优',
    'Tools and safety gear, VAT invoices for companies, better prices by volume',
    'Инструменты и спецодежда, счета с НДС для компаний, скидки за объём',
    'Herramientas y equipos de protección, factura con IVA, mejores precios por volumen',
  ],
];

const links: Row[] = [
  [
    '中国政府采购网',
    'China Government Procurement',
    'Портал госзакупок Китая',
    'Contratación Pública de China',
  ],
  [
    '国家企业信用信息公示系统',
    'National Enterprise Credit Information',
    'Реестр кредитной информации предприятий',
    'Información Crediticia de Empresas',
  ],
  [
    '中华人民共和国商务部',
    'Ministry of Commerce of China',
    'Министерство коммерции КНР',
    'Ministerio de Comercio de China',
  ],
  [
    '国家市场监督管理总局',
    'State Administration for Market Regulation',
    'Госуправление по регулированию рынка',
    'Administración Estatal de Regulación del Mercado',
  ],
  [
    '中华人民共和国农业农村部',
    'Ministry of Agriculture and Rural Affairs',
    'Министерство сельского хозяйства КНР',
    'Ministerio de Agricultura y Asuntos Rurales',
  ],
  [
    '全国12315平台',
    '12315 consumer hotline',
    'Платформа защиты потребителей 12315',
    'Plataforma del consumidor 12315',
  ],
  [
    '中国物流与采购联合会',
    'China Federation of Logistics & Purchasing',
    'Федерация логистики и закупок Китая',
    'Federación de Logística y Compras de China',
  ],
];

const rows: Row[] = [...site, ...banners, ...links, ...helpRows, ...newsRows];

const table = new Map<string, Record<string, string>>();

/** Adds rows to the lookup (the help and news files add theirs). */
export function addTranslations(more: Row[]) {
  for (const [zh, en_US, ru_RU, es] of more) table.set(zh, { en_US, ru_RU, es });
}
addTranslations(rows);

/** The translations of a Chinese text, {} when it has none (the API then falls back to Chinese). */
export function translationsOf(zh: string): Record<string, string> {
  return { ...(table.get(zh) ?? {}) };
}

/**
 * Translations of a text of paragraphs separated by blank lines, paragraph by paragraph; a language is left
 * out unless every paragraph has it.
 */
export function paragraphTranslations(zh: string): Record<string, string> {
  const parts = zh.split('\n\n').map(translationsOf);
  const result: Record<string, string> = {};
  for (const lang of ['en_US', 'ru_RU', 'es']) {
    if (parts.every((p) => p[lang])) result[lang] = parts.map((p) => p[lang]).join('\n\n');
  }
  return result;
}

/** Translations of a '#'-separated word list (hot words), word by word. */
export function wordListTranslations(zh: string, separator = '#'): Record<string, string> {
  const words = zh.split(separator).map(translationsOf);
  const result: Record<string, string> = {};
  for (const lang of ['en_US', 'ru_RU', 'es']) {
    if (words.every((w) => w[lang])) result[lang] = words.map((w) => w[lang]).join(separator);
  }
  return result;
}
