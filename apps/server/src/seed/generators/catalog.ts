import { productTypes } from '@mall/contracts';
import type { ProductPriceTier, ProductSpec, ProductStyle } from '../../db/schema/catalog';
import { searchColumns, translatedNamesOf } from '../../modules/catalog';
import { i18nMap, originText, packText, productTranslations } from '../data/catalog-i18n';
import type { LeafClass, Profile } from '../data/classes';
import { detailTranslations } from '../data/detail-i18n';
import { createRandom, mixSeed, type Random } from './random';

/** Products of the demo mall; `--products N` replaces this count. */
export const demoProductCount = 600;

const catalogSeed = 20260101;

export interface ShopDef {
  name: string;
  custName: string;
  /** Index of the shop's main top class in classTree. */
  top: number;
  area: string;
  description: string;
  recommended: boolean;
}

function shop(
  name: string,
  custName: string,
  top: number,
  area: string,
  description: string,
  recommended = false,
): ShopDef {
  return { name, custName, top, area, description, recommended };
}

/** Shop 1 belongs to the demo merchant (13900000001). */
export const shopDefs: ShopDef[] = [
  shop(
    '鲜丰水果旗舰店',
    '杭州鲜丰果业有限公司',
    1,
    '浙江 杭州',
    '全国产地直采的鲜果专营店，自建冷链仓配，江浙沪当日下单次日达。',
    true,
  ),
  shop(
    '果园直达生鲜专营店',
    '烟台果园直达农业科技有限公司',
    1,
    '山东 烟台',
    '烟台果园基地直供，苹果、梨、樱桃等时令鲜果现摘现发。',
  ),
  shop(
    '海之味水产旗舰店',
    '舟山海之味水产有限公司',
    1,
    '浙江 舟山',
    '东海海鲜捕捞加工一体，急冻锁鲜，全程冷链配送。',
  ),
  shop(
    '良品优选零食店',
    '武汉良品优选食品有限公司',
    0,
    '湖北 武汉',
    '精选全国休闲零食，新日期小包装，办公室团购首选。',
  ),
  shop(
    '百味源食品专营店',
    '上海百味源食品贸易有限公司',
    0,
    '上海 浦东',
    '食品饮料批零兼营，支持企业福利与节日礼盒定制。',
  ),
  shop(
    '五谷丰登粮油旗舰店',
    '哈尔滨五谷丰登粮油有限公司',
    2,
    '黑龙江 哈尔滨',
    '东北黑土地好大米，产地加工、真空包装，食堂餐饮批量供应。',
    true,
  ),
  shop(
    '川味坊调味品专营店',
    '成都川味坊食品有限公司',
    2,
    '四川 成都',
    '正宗川味调料，豆瓣酱、花椒、火锅底料工厂直供。',
  ),
  shop(
    '塞上干货特产店',
    '银川塞上农产品有限公司',
    2,
    '宁夏 银川',
    '宁夏枸杞、新疆红枣等西北特产干货，产地直发。',
  ),
  shop(
    '茗香茶叶旗舰店',
    '福州茗香茶业有限公司',
    3,
    '福建 福州',
    '自有生态茶园，铁观音、大红袍、正山小种等名优茶。',
    true,
  ),
  shop(
    '醇香酒业专营店',
    '遵义醇香酒业有限公司',
    3,
    '贵州 遵义',
    '酱香白酒核心产区直供，支持商务宴请与企业团购。',
  ),
  shop(
    '西湖茶农合作社店',
    '杭州西湖龙井茶叶专业合作社',
    3,
    '浙江 杭州',
    '西湖产区茶农合作社，明前龙井手工现炒现发。',
  ),
  shop(
    '美家电器旗舰店',
    '佛山美家电器有限公司',
    4,
    '广东 佛山',
    '冰箱、洗衣机、空调送装一体，以旧换新，全国联保。',
    true,
  ),
  shop(
    '智选小家电专营店',
    '宁波智选电器有限公司',
    4,
    '浙江 宁波',
    '厨房与生活小家电源头工厂，品质与价格兼顾。',
  ),
  shop(
    '极光数码旗舰店',
    '深圳极光数码科技有限公司',
    5,
    '广东 深圳',
    '手机、耳机、智能穿戴官方授权，正品行货，顺丰发货。',
    true,
  ),
  shop(
    '云端通讯专营店',
    '东莞云端通讯设备有限公司',
    5,
    '广东 东莞',
    '数码配件与通讯设备批发零售，支持企业定制。',
  ),
  shop(
    '博锐电脑办公旗舰店',
    '北京博锐科技有限公司',
    6,
    '北京 海淀',
    '电脑整机与外设，企业采购可开专票，提供上门服务。',
  ),
  shop(
    '文汇办公用品商城',
    '义乌文汇办公用品有限公司',
    6,
    '浙江 金华',
    '办公文具与打印耗材一站式采购，量大从优。',
  ),
  shop(
    '安之家家居旗舰店',
    '南通安之家家纺有限公司',
    7,
    '江苏 南通',
    '南通家纺产业带源头工厂，床品套件、被芯枕芯。',
  ),
  shop(
    '木语家具专营店',
    '赣州木语家具有限公司',
    7,
    '江西 赣州',
    '南康实木家具工厂直营，支持定制与送货安装。',
  ),
  shop('锦绣服饰旗舰店', '杭州锦绣服饰有限公司', 8, '浙江 杭州', '原创设计男女装，四季新品持续上新。', true),
  shop('步履鞋业专营店', '泉州步履鞋业有限公司', 8, '福建 泉州', '晋江鞋业产业带，运动鞋、皮鞋工厂直供。'),
  shop(
    '悦颜美妆旗舰店',
    '上海悦颜化妆品有限公司',
    9,
    '上海 闵行',
    '护肤彩妆官方授权，正品保障，支持专柜验货。',
  ),
  shop('清风日化专营店', '广州清风日化有限公司', 9, '广东 广州', '洗护清洁日化用品批发零售，家庭装更实惠。'),
  shop(
    '贝贝乐母婴旗舰店',
    '湖州贝贝乐母婴用品有限公司',
    10,
    '浙江 湖州',
    '奶粉、尿裤、喂养用品一站购齐，安全认证，宝妈放心。',
    true,
  ),
  shop('童趣玩具专营店', '汕头童趣玩具有限公司', 10, '广东 汕头', '澄海玩具产业带，益智玩具、童车工厂直销。'),
  shop(
    '力拓五金工具旗舰店',
    '永康力拓工具有限公司',
    11,
    '浙江 金华',
    '永康五金之都源头工厂，手动与电动工具品类齐全。',
    true,
  ),
  shop(
    '恒久紧固件专营店',
    '邯郸恒久紧固件有限公司',
    11,
    '河北 邯郸',
    '永年紧固件产业带，螺丝螺栓规格齐全，支持非标定制。',
  ),
  shop(
    '安盾劳保用品店',
    '苏州安盾安全防护用品有限公司',
    11,
    '江苏 苏州',
    '劳保手套、安全帽、防护鞋，工地与工厂批量采购。',
  ),
  shop(
    '农丰农资旗舰店',
    '潍坊农丰农资有限公司',
    12,
    '山东 潍坊',
    '种子、化肥、农药正规渠道，农技人员在线指导。',
  ),
  shop(
    '绿野农机专营店',
    '郑州绿野农业机械有限公司',
    12,
    '河南 郑州',
    '微耕机、植保无人机等农机具，送货上门、培训到位。',
  ),
];

export interface BrandDef {
  name: string;
  /** Top classes (indexes in classTree) whose products may carry the brand. */
  tops: number[];
}

export const brandDefs: BrandDef[] = [
  { name: '禾味坊', tops: [0] },
  { name: '山野集', tops: [0, 2] },
  { name: '五谷源', tops: [2] },
  { name: '川香阁', tops: [2] },
  { name: '茗山', tops: [3] },
  { name: '醉江南', tops: [3] },
  { name: '美瑞', tops: [4] },
  { name: '智匠', tops: [4, 5] },
  { name: '极光', tops: [5] },
  { name: '博锐', tops: [6] },
  { name: '文汇', tops: [6] },
  { name: '安之家', tops: [7] },
  { name: '木语', tops: [7] },
  { name: '锦衣坊', tops: [8] },
  { name: '步履', tops: [8] },
  { name: '悦颜', tops: [9] },
  { name: '清风', tops: [9] },
  { name: '贝贝乐', tops: [10] },
  { name: '力拓', tops: [11] },
  { name: '农丰', tops: [12] },
];

type SpecSource = string[] | 'origin' | 'brand' | 'model';

interface ProfileDef {
  specs: [string, SpecSource][];
  subtitles: string[];
  suffixes: string[];
}

const profiles: Record<Profile, ProfileDef> = {
  fresh: {
    specs: [
      ['产地', 'origin'],
      ['发货时效', ['24小时内发货', '48小时内发货', '预售 3天内发货']],
      ['包装', ['泡沫箱+冰袋', '纸箱', '礼盒']],
      ['售后', ['破损包赔', '48小时售后', '签收后24小时内可申请售后']],
    ],
    subtitles: [
      '产地直采 当季新鲜',
      '坏果包赔 顺丰冷链配送',
      '果园现摘现发 酸甜可口',
      '基地直供 品质看得见',
      '冷链锁鲜 新鲜到家',
    ],
    suffixes: ['产地直发', '当季新鲜', '坏果包赔', '现摘现发', '冷链配送'],
  },
  food: {
    specs: [
      ['产地', 'origin'],
      ['保质期', ['6个月', '9个月', '12个月', '18个月']],
      ['储存方式', ['常温', '阴凉干燥处', '避光保存']],
      ['生产日期', ['近30天', '近60天', '近90天']],
    ],
    subtitles: [
      '新日期 办公室常备零食',
      '独立小包装 干净卫生',
      '满99包邮 整箱更优惠',
      '传统工艺 老字号味道',
      '健康配方 少糖少油',
    ],
    suffixes: ['新日期', '独立包装', '整箱装', '网红零食', '送礼佳品'],
  },
  grain: {
    specs: [
      ['产地', 'origin'],
      ['保质期', ['12个月', '18个月', '24个月']],
      ['等级', ['一级', '特级', '优级']],
      ['储存方式', ['常温', '阴凉干燥处']],
    ],
    subtitles: [
      '当季新粮 产地直供',
      '非转基因 物理压榨',
      '传统酿造 零添加',
      '家庭装 实惠囤货',
      '餐饮食堂 大包装批发',
    ],
    suffixes: ['新货', '家庭装', '当季新粮', '餐饮专用', '非转基因'],
  },
  drink: {
    specs: [
      ['产地', 'origin'],
      ['储存方式', ['常温避光', '阴凉干燥处', '密封防潮']],
      ['保障', ['正品保证', '假一赔十', '破损包赔']],
    ],
    subtitles: [
      '正品保证 假一赔十',
      '商务宴请 送礼佳选',
      '产区直采 原瓶原装',
      '头采新茶 香高味醇',
      '整箱购买 更多优惠',
    ],
    suffixes: ['正品保证', '礼盒装', '新品上市', '商务宴请', '整箱更优惠'],
  },
  appliance: {
    specs: [
      ['品牌', 'brand'],
      ['型号', 'model'],
      ['颜色', ['白色', '银色', '黑色', '香槟金', '灰色']],
      ['质保', ['整机一年保修', '整机三年保修', '主要部件十年保修']],
    ],
    subtitles: [
      '以旧换新 送装一体',
      '一级能效 节能省电',
      '全国联保 上门安装',
      '智能互联 手机远程控制',
      '静音设计 家用商用皆宜',
    ],
    suffixes: ['送装一体', '一级能效', '以旧换新', '全国联保', '智能款'],
  },
  digital: {
    specs: [
      ['品牌', 'brand'],
      ['型号', 'model'],
      ['颜色', ['曜石黑', '冰川蓝', '月光白', '星河银']],
      ['质保', ['全国联保一年', '官方质保两年']],
    ],
    subtitles: [
      '官方正品 全国联保',
      '快充长续航 轻薄机身',
      '7天无理由退换',
      '分期免息 顺丰发货',
      '高清影像 专业调校',
    ],
    suffixes: ['官方正品', '全国联保', '分期免息', '新品上市', '顺丰发货'],
  },
  office: {
    specs: [
      ['品牌', 'brand'],
      ['型号', 'model'],
      ['颜色', ['黑色', '银色', '白色', '深空灰']],
      ['适用场景', ['家庭', '办公', '学生', '企业采购']],
    ],
    subtitles: [
      '企业采购 支持开票',
      '办公优选 高效稳定',
      '学生优惠 轻薄便携',
      '整箱批发 量大从优',
      '上门安装 售后无忧',
    ],
    suffixes: ['企业采购', '支持开票', '办公优选', '量大从优', '正品行货'],
  },
  home: {
    specs: [
      ['风格', ['北欧', '新中式', '简约现代', '日式']],
      ['产地', 'origin'],
      ['服务', ['包邮', '送货上门', '7天无理由退换']],
      ['货号', 'model'],
    ],
    subtitles: [
      '品质家居 舒适生活',
      '环保材质 安心使用',
      '限时直降 包邮到家',
      '工厂直营 品质保证',
      '简约设计 百搭耐用',
    ],
    suffixes: ['家用', '工厂直营', '包邮', '新款', '简约风'],
  },
  apparel: {
    specs: [
      ['颜色', ['黑色', '白色', '藏青', '卡其', '灰色', '酒红']],
      ['版型', ['修身', '宽松', '常规']],
      ['洗涤说明', ['可机洗', '建议手洗', '建议干洗']],
      ['货号', 'model'],
    ],
    subtitles: [
      '当季新款 舒适百搭',
      '面料亲肤 透气不闷',
      '运费险 7天无理由退换',
      '工厂直供 品质保障',
      '经典版型 上身显瘦',
    ],
    suffixes: ['2026新款', '百搭', '宽松版', '修身款', '经典款'],
  },
  beauty: {
    specs: [
      ['保质期', ['3年', '36个月', '24个月']],
      ['产地', 'origin'],
      ['保障', ['正品保障', '支持专柜验货', '假一赔十']],
    ],
    subtitles: [
      '官方正品 假一赔十',
      '温和配方 敏感肌可用',
      '补水保湿 持久水润',
      '专柜同款 正品保证',
      '限时赠小样',
    ],
    suffixes: ['正品', '送小样', '官方授权', '新包装', '限量版'],
  },
  baby: {
    specs: [
      ['产地', 'origin'],
      ['保障', ['正品保障', '7天无理由退换', '破损包赔']],
      ['货号', 'model'],
    ],
    subtitles: [
      '母婴安全认证 宝宝放心用',
      '柔软亲肤 无刺激',
      '宝妈回购 囤货装',
      '正品保障 假一赔十',
      '新生儿适用',
    ],
    suffixes: ['官方正品', '囤货装', '宝妈推荐', '宝宝专用', '安全材质'],
  },
  tools: {
    specs: [
      ['型号', 'model'],
      ['执行标准', ['国家标准', 'ISO 9001']],
      ['包装', ['彩盒装', '纸箱装']],
      ['服务', ['工厂直发', '支持定制', '可开专票']],
    ],
    subtitles: [
      '工厂直销 支持定制',
      '国标品质 现货速发',
      '工地批量采购 量大从优',
      '企业采购 可开专票',
      '耐用不易断 专业级',
    ],
    suffixes: ['工业级', '现货速发', '支持定制', '量大从优', '国标'],
  },
  agri: {
    specs: [
      ['产地', 'origin'],
      ['适用作物', ['水稻', '小麦', '玉米', '果树', '蔬菜', '茶叶']],
      ['执行标准', ['国家标准', '农业行业标准']],
      ['服务', ['厂家直发', '送货上门', '农技指导']],
    ],
    subtitles: [
      '厂家直销 正品保障',
      '农技指导 增产增收',
      '合作社团购 量大从优',
      '登记证齐全 放心使用',
      '春耕备货 现货速发',
    ],
    suffixes: ['厂家直销', '春耕特惠', '正品保障', '合作社团购', '高产'],
  },
};

const supplyPrefixes = ['【厂家直供】', '【源头工厂】', '【批发】', '【产地直销】'];
const supplySubtitles = [
  '支持批量定制 量大从优',
  '源头工厂 价格实惠',
  '支持拿样 长期稳定供货',
  '可开增值税专票',
  '产能充足 48小时发货',
];

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

/** Retail prices look like 29.90 below 300 yuan and like 1299 above. */
function retailCents(yuan: number): number {
  if (yuan < 300) return Math.max(1, Math.round(yuan)) * 100 - 10;
  return Math.round(yuan / 10) * 1000 - 100;
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
const discounted = (cents: number, factor: number) => Math.max(1, Math.round((cents * factor) / 10) * 10);

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
function packPriceCents(leaf: LeafClass, index: number, position: number): number {
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
function productStyles(
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
