// The Chinese texts of the demo's market: the words of a purchase demand (purpose, quality, payment), the
// points goods and the platform activities (their translations are in market-i18n.ts). generators/market.ts
// draws the demands from them and makes the rows and pictures.

export const purposes = [
  '公司食堂日常用餐',
  '门店节日促销备货',
  '新项目开工',
  '员工福利发放',
  '连锁超市补货',
  '酒店客房与餐饮部使用',
  '学校后勤集中采购',
  '工厂车间生产使用',
];

export const qualities = [
  '要求产品新鲜、规格统一，',
  '要求提供质检报告与合格证，',
  '要求正规品牌、正品行货，',
  '要求包装完好，可先提供样品，',
];

export const payments = [
  '需开具增值税专用发票。',
  '需开具普通发票。',
  '账期 30 天。',
  '款到发货或货到付款均可。',
];

export const pointsItems: [string, number, string][] = [
  ['云采定制保温杯 500ml', 1800, '316 不锈钢内胆，保温 12 小时。'],
  ['三折晴雨伞', 1200, '黑胶防晒涂层，晴雨两用。'],
  ['云采帆布购物袋', 600, '加厚帆布，可折叠收纳。'],
  ['商务笔记本礼盒', 900, 'A5 皮面笔记本配签字笔。'],
  ['静音无线鼠标', 2500, '2.4G 无线连接，静音按键。'],
  ['真无线蓝牙耳机', 8800, '主动降噪，续航 24 小时。'],
  ['移动电源 10000mAh', 4200, '双向快充，轻薄便携。'],
  ['声波电动牙刷', 6600, '五档清洁模式，续航 30 天。'],
  ['西湖龙井体验装 50g', 3000, '明前特级，茶农合作社直供。'],
  ['五常稻花香大米 2.5kg', 3500, '当季新米，真空包装。'],
  ['东宁黑木耳 250g', 1600, '肉厚无根，泡发率高。'],
  ['每日坚果礼盒', 2800, '30 日装，六种坚果果干搭配。'],
  ['不锈钢餐具四件套', 2200, '304 不锈钢，含筷勺叉刀。'],
  ['家用工具箱 46件', 9900, '铬钒钢工具，家庭维修必备。'],
  ['可视空气炸锅 5L', 16800, '透明视窗，少油健康。'],
  ['智能电饭煲 4L', 19800, '预约定时，多种烹饪模式。'],
  ['话费充值 10 元', 1000, '全国三网通用，24 小时内到账。'],
  ['话费充值 50 元', 5000, '全国三网通用，24 小时内到账。'],
  ['满 100 减 10 元优惠券', 100, '全场通用，有效期 30 天。'],
  ['免运费券', 300, '单笔订单免运费一次，有效期 30 天。'],
  ['防晒遮阳帽', 1500, 'UPF50+，可折叠。'],
  ['无雾加湿器 4L', 7200, '静音运行，恒湿控制。'],
  ['国 AA 级护眼台灯', 5600, '无频闪，三档色温。'],
  ['云采定制纯棉 T 恤', 2000, '精梳棉，多尺码可选。'],
];

export const activityDefs: {
  title: string;
  description: string;
  top: number;
  start: number;
  end: number;
  /** Its picture's pictogram (pictures carry no words). */
  pictogram: string;
}[] = [
  {
    title: '产地直采季 · 生鲜水果满199减30',
    pictogram: '🍎',
    description: '精选产地直发的时令水果、蔬菜与海鲜，冷链到家，活动期间满 199 元减 30 元。',
    top: 1,
    start: -5,
    end: 25,
  },
  {
    title: '春耕农资节 · 种子化肥限时特惠',
    pictogram: '🌱',
    description: '种子、复合肥、水溶肥与植保农药厂家直供，合作社团购享批发价。',
    top: 12,
    start: -10,
    end: 20,
  },
  {
    title: '家电以旧换新 · 最高补贴500元',
    pictogram: '📺',
    description: '冰箱、洗衣机、空调、电视以旧换新，送装一体，最高补贴 500 元。',
    top: 4,
    start: -3,
    end: 27,
  },
  {
    title: '新茶上市 · 明前春茶品鉴',
    pictogram: '🍵',
    description: '龙井、碧螺春、毛峰等明前春茶上市，茶农合作社直供，支持小包装试饮。',
    top: 3,
    start: -15,
    end: 15,
  },
  {
    title: '粮油干货囤货专场',
    pictogram: '🍚',
    description: '大米、食用油、南北干货整箱囤货更实惠，企业食堂集采可开专票。',
    top: 2,
    start: -20,
    end: 10,
  },
  {
    title: '企业集采节 · 五金劳保量大从优',
    pictogram: '🔧',
    description: '手动工具、电动工具、紧固件与劳保用品集中采购，满额阶梯返利。',
    top: 11,
    start: 3,
    end: 33,
  },
];
