import { afterSaleParamDefaults } from '@mall/contracts';
import type {
  configItems,
  dataParamTitles,
  defaultConfigs,
  langTags,
  sites,
  sysDics,
  sysParams,
} from '../../db/schema/system';
import { names } from '../data/classes';
import { translationsOf, wordListTranslations } from '../data/content-i18n';
import { brandHue, dictionaries, homeTabs, mallName, translatedParams } from '../data/system';
import { cityCode } from './areas';
import { logoSvg, type PictureSet, qrSvg, wordmarkSvg } from './pictures';

/** The after-sales settings (their remarks say what each does; the console has their labels). */
const afterSaleRemarks: Record<keyof typeof afterSaleParamDefaults, string> = {
  AFTERSALE_ANSWER_DAYS: '商家处理售后申请的期限（天）',
  AFTERSALE_TIMEOUT_ACTION: '商家超时未处理：agree 自动同意，escalate 转平台处理',
  AFTERSALE_RETURN_DAYS: '买家寄回退货的期限（天），超时关闭',
  AFTERSALE_ESCALATE_DAYS: '被拒绝后申请平台介入的期限（天）',
  AFTERSALE_WINDOW_DAYS: '确认收货后可申请售后的天数',
  ORDER_RECEIPT_DAYS: '发货后自动确认收货的天数',
  POINTS_PER_YUAN: '订单完成后每消费 1 元获得的积分',
};
const afterSaleParams = Object.entries(afterSaleParamDefaults).map(
  ([code, value]) =>
    [code, value, afterSaleRemarks[code as keyof typeof afterSaleRemarks]] as [string, string, string],
);

type SysParam = typeof sysParams.$inferInsert;

/** Every system parameter the storefront reads; all public. */
export function buildSysParams(pictures: PictureSet): SysParam[] {
  const footerLogo = pictures.add('brand/footer-logo.svg', () => wordmarkSvg(mallName, brandHue));
  // The logo spells the mall's name: one picture per language, like the banners.
  const footerLogoI18n = Object.fromEntries(
    Object.entries(translationsOf(mallName)).map(([lang, name]) => [
      lang,
      pictures.add(`brand/footer-logo.${lang}.svg`, () => wordmarkSvg(name, brandHue)),
    ]),
  );
  const favicon = pictures.add('brand/favicon.svg', () => logoSvg('云采', brandHue, 64));
  const wx = pictures.add('qr/wxprogram.svg', () => qrSvg('wxprogram'));
  const ali = pictures.add('qr/aliprogram.svg', () => qrSvg('aliprogram'));
  const params: [string, string, string][] = [
    ['MALL_HOT_WORD', '苹果#大米#茶叶#电饭煲#手机#五金工具', '搜索框下方的热门搜索词，用 # 分隔'],
    ['FRONT_MALL_SWITCH', '1', '商城前台开关：1 开启，0 关闭'],
    ['URL_SRM_DOMAIN', '', 'SRM 系统地址，为空表示不对接'],
    ['MALL_TEMPLATE', '1', '商城模板：1 默认模板（/mall），3 国际站模板（/mallIntl）'],
    ['PRODUCT_NUMS', '2', '首页楼层每行商品数量档位'],
    ['FILE_IMAGE_TYPE', '.gif,.jpg,.jpeg,.png', '允许上传的图片类型'],
    ['FILE_IMAGE_MAX_SIZE', '10', '上传图片大小上限（MB）'],
    ['DEFAULT_LOCATION_AREA_CODE', cityCode('杭州市'), '定位失败时的默认城市（杭州市）'],
    ['DOMAIN_CHANNEL', 'http://127.0.0.1:8080/channel', '渠道（卖家）系统地址'],
    ['MALL_APP_COLORS', '#ff6a00', '商城主题色'],
    ['MALL_APP_WIDTH', '1210', '商城版心宽度（px）'],
    [
      'CHAT_MARQUEE',
      '温馨提示：请勿线下转账交易，谨防诈骗；平台客服不会以任何理由索要您的密码或验证码。',
      '在线客服窗口顶部滚动公告',
    ],
    ['mallfooterlogo', footerLogo, '页脚 Logo'],
    ['wxprogram', wx, '微信小程序码'],
    ['aliprogram', ali, '支付宝小程序码'],
    ['mallphone', '400-800-8888', '客服热线'],
    ['malladress', '浙江省杭州市西湖区文三路 90 号云采大厦 18 楼', '公司地址'],
    ['copyright', '© 2026 云采商城 版权所有', '版权信息'],
    ['beian', '浙公网安备 33010602000001号', '公安备案号'],
    ['ICPB', '浙ICP备2026000001号-1', 'ICP 备案号'],
    ['WEB_GRAY_STYLE', '0', '全站灰色模式：1 开启（哀悼日）'],
    ['OSS_FILE_HOME', '/files', '文件访问前缀'],
    ['OSS_BUCKET_NAME', 'mall', '文件存储桶名称'],
    ['DOMAIN_PREVIEW', '', '文件预览服务地址'],
    ['DOMAIN_DATAVIEW', '', '数据大屏地址'],
    ['webtitle', mallName, '网站标题'],
    ['webico', favicon, '网站图标'],
    [
      'description',
      '云采商城是专业的 B2B + B2C 一站式采购平台，汇集生鲜农产品、粮油食品、家电数码、办公用品与工业品，支持企业集采、供应大厅与农场直供。',
      '网站描述（SEO）',
    ],
    ['webkeywords', '云采商城,B2B采购,企业采购,农产品批发,工业品采购,农场直供', '网站关键词（SEO）'],
    ['BAIDU_STATISTICS', '', '百度统计代码，为空不加载'],
    ['order_set@DISCOUNT_METHOD', '0', '订单优惠方式：0 不启用'],
    ...afterSaleParams,
    ['order_supply@DISCOUNT_METHOD', '0', '供应大厅订单优惠方式：0 不启用'],
  ];
  return params.map(([code, value, remark]) => ({
    code,
    value,
    valueI18n:
      code === 'mallfooterlogo'
        ? footerLogoI18n
        : !translatedParams.has(code)
          ? {}
          : code === 'MALL_HOT_WORD'
            ? wordListTranslations(value)
            : translationsOf(value),
    remark,
    isPublic: 1,
  }));
}

export const siteRows: (typeof sites.$inferInsert)[] = [
  { portalSiteName: '中国站', languageCode: 'zh_CN', portalMallFlag: 1, sort: 1 },
  { portalSiteName: 'International', languageCode: 'en_US', portalMallFlag: 1, sort: 2 },
  { portalSiteName: 'Россия', languageCode: 'ru_RU', portalMallFlag: 1, sort: 3 },
  { portalSiteName: 'España', languageCode: 'es', portalMallFlag: 1, sort: 4 },
];

type ConfigItem = typeof configItems.$inferInsert;

export function buildConfigItems(): ConfigItem[] {
  const tabs: ConfigItem[] = homeTabs.map(([spec, path, lightKey], i) => {
    const n = names(spec);
    return {
      moduleCode: 'front_mall_set',
      itemCode: 'MALL_HOME_TAB',
      configCode: lightKey,
      showName: n.zh,
      showNameI18n: { ...n.i18n },
      remark: JSON.stringify({ path, lightKey }),
      enableFlag: 1,
      sort: i + 1,
    };
  });
  const switch_ = (moduleCode: string, itemCode: string, spec: string, remark: string): ConfigItem => {
    const n = names(spec);
    return {
      moduleCode,
      itemCode,
      configCode: itemCode,
      showName: n.zh,
      showNameI18n: { ...n.i18n },
      remark,
      enableFlag: 1,
      sort: 1,
    };
  };
  return [
    ...tabs,
    switch_(
      'system_configuration',
      'OPEN_TAX_CODE',
      '启用税收分类编码|Tax classification codes|Коды налоговой классификации|Códigos de clasificación fiscal',
      '商品与订单显示税收分类编码',
    ),
    switch_(
      'system_configuration',
      'OPEN_TAX_RATE',
      '启用税率|Tax rates|Налоговые ставки|Tipos impositivos',
      '商品价格按税率开具发票',
    ),
    switch_(
      'order_set',
      'SHIPPING_COST_ENABLED',
      '启用运费|Shipping costs|Стоимость доставки|Gastos de envío',
      '下单时按店铺运费模板计算运费',
    ),
    // Supply-hall goods are priced delivered (the supplier's quote includes carriage): no shipping line.
    {
      ...switch_(
        'order_supply',
        'SHIPPING_COST_ENABLED',
        '启用运费|Shipping costs|Стоимость доставки|Gastos de envío',
        '供应大厅报价含运费，下单不另收运费',
      ),
      enableFlag: 0,
    },
  ];
}

type DicRow = typeof sysDics.$inferInsert;

export function buildDics(): DicRow[] {
  return Object.entries(dictionaries).flatMap(([dicType, entries]) =>
    entries.map((entry, i) => {
      const [dicCode, ...labels] = entry.split('|');
      const n = names(labels.join('|'));
      return { dicType, dicCode: dicCode!, dicLabel: n.zh, labelI18n: { ...n.i18n }, sort: i + 1 };
    }),
  );
}

/** Platform defaults (getlistbymulcode): the invoice type and delivery an order filling starts with. */
export function buildDefaultConfigs(): (typeof defaultConfigs.$inferInsert)[] {
  return [
    {
      code: 'ORDER_INVOICE_TYPE',
      value: 'normal',
      ...nameColumns(
        '默认发票类型|Default invoice type|Тип счёта по умолчанию|Tipo de factura predeterminado',
      ),
    },
    {
      code: 'ORDER_DELIVERY_TYPE',
      value: 'express',
      ...nameColumns('默认配送方式|Default delivery|Доставка по умолчанию|Entrega predeterminada'),
    },
  ];
}

function nameColumns(spec: string) {
  const n = names(spec);
  return { name: n.zh, nameI18n: { ...n.i18n } };
}

/** Columns of the quick-order spreadsheet, in the template's order (getdataparamtertitlelist, bizCode quick_order_import). */
export function buildDataParamTitles(): (typeof dataParamTitles.$inferInsert)[] {
  const columns: [string, string, number][] = [
    ['productCode', '商品编码|Product code|Код товара|Código del producto', 1],
    ['styleName', '规格|Style|Вариант|Variante', 0],
    ['quantity', '数量|Quantity|Количество|Cantidad', 1],
  ];
  return columns.map(([paramCode, spec, requiredFlag], i) => {
    const n = names(spec);
    return {
      bizCode: 'quick_order_import',
      paramCode,
      title: n.zh,
      titleI18n: { ...n.i18n },
      requiredFlag,
      sort: i + 1,
    };
  });
}

export const langTagRows: (typeof langTags.$inferInsert)[] = [
  ['tags.slogan', '专业的 B2B + B2C 一站式采购平台', 'zh_CN'],
  ['tags.slogan', 'A professional one-stop B2B + B2C sourcing platform', 'en_US'],
  ['tags.slogan', 'Профессиональная B2B + B2C площадка закупок «всё в одном»', 'ru_RU'],
  ['tags.slogan', 'Plataforma profesional de compras B2B + B2C todo en uno', 'es'],
  ['tags.serviceHours', '客服时间：周一至周日 9:00-21:00', 'zh_CN'],
  ['tags.serviceHours', 'Customer service: Monday to Sunday, 9:00-21:00', 'en_US'],
  ['tags.serviceHours', 'Служба поддержки: ежедневно с 9:00 до 21:00', 'ru_RU'],
  ['tags.serviceHours', 'Atención al cliente: de lunes a domingo, 9:00-21:00', 'es'],
].map(([promptKey, text, languageCode]) => ({ promptKey, text, languageCode }));
