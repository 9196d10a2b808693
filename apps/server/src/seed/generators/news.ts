import { newsTypes } from '@mall/contracts';
import type { news } from '../../db/schema/system';
import { paragraphTranslations, translationsOf } from '../data/content-i18n';
import { cardSvg, type PictureSet } from './pictures';
import { createRandom } from './random';

type NewsRow = typeof news.$inferInsert;

/** [title, summary, topic]; the topic picks the follow-up paragraphs. */
const articles: [string, string, Topic][] = [
  [
    '新疆阿克苏冰糖心苹果开摘，产地直采首批到货',
    '今年阿克苏苹果糖度普遍在 16 度以上，首批 200 吨已通过冷链运抵杭州、上海仓库，次日即可送达。',
    'farm',
  ],
  [
    '赣南脐橙进入销售旺季，平台上线“一件代发”',
    '赣州果园与平台合作推出一件代发服务，果园现摘现发，采购商无需囤货即可销售。',
    'farm',
  ],
  [
    '五常大米溯源体系上线，每袋可查种植地块',
    '扫描包装上的溯源码，即可查看种植基地、收割日期与检测报告，保障“五常稻花香”的真实性。',
    'farm',
  ],
  [
    '春茶季来临，西湖龙井明前茶预售开启',
    '受气温回升影响，今年西湖龙井开采期较往年提前 5 天，茶农合作社店铺已开放预售。',
    'farm',
  ],
  [
    '冷链物流升级：生鲜订单覆盖全国 300 个城市',
    '平台与多家冷链物流企业合作，新增 12 个前置仓，生鲜商品平均送达时间缩短至 36 小时。',
    'logistics',
  ],
  [
    '企业集采专区上线，支持多级审批与对公结算',
    '企业用户可设置采购员、审批人与财务角色，采购申请在线流转，订单统一对公结算。',
    'platform',
  ],
  [
    '采购大厅月度报告：农产品需求同比增长 35%',
    '上月采购大厅共发布需求 1.2 万条，其中粮油、生鲜与茶叶类需求增幅最大。',
    'market',
  ],
  [
    '家电以旧换新补贴加码，最高可省 500 元',
    '参与活动的冰箱、洗衣机、空调等大家电在享受厂家补贴的同时，还可叠加平台满减券。',
    'promo',
  ],
  [
    '五金工具产业带专场：永康源头工厂直供',
    '来自永康的 60 余家五金工具工厂集中入驻，提供手动工具、电动工具与工具套装。',
    'industry',
  ],
  [
    '春耕备耕正当时，农资专区种子化肥保供稳价',
    '平台联合农资企业推出春耕保供行动，复合肥、种子等重点农资价格较去年同期保持稳定。',
    'farm',
  ],
  [
    '供应大厅新增“样品申请”功能',
    '采购商可在供应商品页面直接申请样品，样品费用可在后续批量订单中抵扣。',
    'platform',
  ],
  [
    '宁夏枸杞迎来头茬采摘，产地价格小幅回落',
    '今年头茬枸杞品质优良，产地收购价较去年下降约 8%，平台同步下调相关商品售价。',
    'market',
  ],
  [
    '办公用品集采指南：如何降低行政采购成本',
    '通过年度框架协议、统一品类标准与集中配送，企业行政采购成本平均可降低 15%-20%。',
    'industry',
  ],
  [
    '平台上线电子发票自动开具功能',
    '订单完成后系统自动开具电子发票并发送至预留邮箱，企业用户可在线下载与批量导出。',
    'platform',
  ],
  [
    '舟山开渔季海鲜上市，带鱼鲳鱼量足价优',
    '东海开渔后首批海鲜已上架，船冻带鱼、鲳鱼等产品较休渔期价格下降两成。',
    'farm',
  ],
  [
    '母婴用品安全抽检结果公布，合格率 99.2%',
    '平台联合第三方检测机构抽检奶瓶、纸尿裤、童装等 300 批次商品，不合格商品已全部下架。',
    'quality',
  ],
  [
    '劳保用品采购旺季，防割手套安全帽需求大增',
    '随着各地工程项目复工，劳保用品采购需求环比增长 60%，建议企业提前备货。',
    'market',
  ],
  [
    '茶叶品鉴会走进杭州，百家茶企同台竞技',
    '本次品鉴会邀请 100 余家茶企参展，覆盖绿茶、红茶、乌龙茶与普洱茶四大品类。',
    'industry',
  ],
  [
    '店铺评分体系升级，服务好的商家更容易被看见',
    '新的店铺评分综合商品质量、发货速度与售后服务，评分较高的店铺将获得更多推荐位。',
    'platform',
  ],
  [
    '粮油价格周报：大米稳中有升，食用油小幅回落',
    '本周东北粳米批发价上涨 1.2%，花生油、菜籽油价格受原料供应影响小幅下降。',
    'market',
  ],
  [
    '智能小家电走俏，空气炸锅销量同比翻番',
    '年轻消费群体带动厨房小家电升级，空气炸锅、破壁机与恒温电水壶成为热销品。',
    'market',
  ],
  [
    '农场直供频道上线，合作社农产品直达餐桌',
    '首批 80 家农民专业合作社入驻农场直供频道，蔬菜、水果、禽蛋等产品产地直发。',
    'farm',
  ],
  [
    '平台开展“质量月”活动，严查假冒伪劣商品',
    '活动期间平台将加大抽检力度，对售假商家实行“零容忍”，并为消费者提供先行赔付。',
    'quality',
  ],
  [
    '工业品电商发展报告：中小企业线上采购比例过半',
    '报告显示，超过 55% 的中小制造企业已通过电商平台采购 MRO 工业品。',
    'industry',
  ],
  [
    '中秋礼盒采购季开启，企业福利定制服务上线',
    '企业可按预算定制月饼、茶叶、坚果等礼盒，支持印制企业标识与分地址配送。',
    'promo',
  ],
  [
    '数码新品首发：多款 5G 手机与智能手表上架',
    '多家数码品牌在平台首发新品，首发期间可享分期免息与以旧换新服务。',
    'promo',
  ],
  [
    '跨境站点上线，支持英语、俄语与西班牙语',
    '平台新增国际站、俄罗斯站与西班牙站，海外采购商可使用母语浏览与询价。',
    'platform',
  ],
  [
    '生鲜商品分级标准发布，好果按“级”论价',
    '平台联合行业协会发布苹果、柑橘等水果分级标准，按果径、糖度与外观分为三个等级。',
    'quality',
  ],
  [
    '农机购置补贴政策解读：哪些机具可以申请',
    '微耕机、植保无人机等农机具列入补贴目录，购买后可凭发票向当地农机部门申请补贴。',
    'farm',
  ],
  [
    '年度优秀供应商名单揭晓，30 家企业获表彰',
    '评选综合考量交易规模、履约能力与用户评价，获奖供应商将获得流量扶持与专属客服。',
    'platform',
  ],
];

type Topic = 'farm' | 'logistics' | 'platform' | 'market' | 'promo' | 'industry' | 'quality';

const followUps: Record<Topic, string[]> = {
  farm: [
    '平台负责人表示，产地直采减少了中间环节，农户收入有所提高，采购方的进货成本也更低。',
    '为保证品质，所有农产品入库前均经过抽样检测，检测报告可在商品详情页查看。',
    '采购商可在采购大厅发布长期需求，与产地合作社建立稳定的供货关系。',
  ],
  logistics: [
    '冷链车辆全程温度监控，温度数据可在订单物流信息中查询。',
    '后续平台还将在西南、西北地区新增前置仓，进一步提升偏远地区的配送时效。',
  ],
  platform: [
    '新功能已面向全部用户开放，使用中如有问题可联系在线客服反馈。',
    '平台将持续完善采购与供应两端的工具，让交易更高效、更透明。',
    '相关操作说明可在帮助中心查看，企业用户也可申请专属客户经理一对一指导。',
  ],
  market: [
    '业内人士分析，需求增长主要来自餐饮、团餐与社区零售渠道的恢复。',
    '建议采购商关注价格走势，合理安排库存，必要时可与供应商签订锁价协议。',
    '平台将每周发布重点品类价格指数，为采购决策提供参考。',
  ],
  promo: [
    '活动期间每位用户每天限领一次优惠券，优惠券可与店铺满减叠加使用。',
    '活动商品数量有限，售完即止，具体规则以活动页面说明为准。',
  ],
  industry: [
    '产业带商家普遍具备柔性生产能力，支持小批量定制与贴牌加工。',
    '业内人士认为，数字化采购正在从大型企业向中小企业快速普及。',
    '平台将继续引入优质产业带资源，帮助工厂直接对接终端采购需求。',
  ],
  quality: [
    '对于抽检不合格的商品，平台已责令商家下架整改，并对受影响的订单主动退款。',
    '消费者如发现问题商品，可通过订单页面一键投诉，平台将在 24 小时内响应。',
  ],
};

const bulletins: [string, string][] = [
  ['关于春节期间物流配送安排的公告', '春节期间（除夕至初六）部分地区暂停配送，节前最后发货日为腊月二十六。'],
  ['平台系统升级维护公告', '平台将于本周六 00:00-06:00 进行系统升级，期间下单与支付功能暂停使用。'],
  [
    '关于调整生鲜商品售后时效的公告',
    '自下月 1 日起，生鲜商品破损、变质的售后申请时效由 24 小时调整为 48 小时。',
  ],
  [
    '关于防范电信诈骗的风险提示',
    '平台客服不会以任何理由索要密码或验证码，也不会要求您线下转账，请提高警惕。',
  ],
  ['商家入驻资质审核标准更新公告', '食品类商家需补充食品经营许可证，农资类商家需提供农药经营许可证等资质。'],
  ['关于开具增值税专用发票的说明', '企业用户完成认证后可申请专票，开票信息需与营业执照一致。'],
  ['“五一”劳动节客服服务时间调整公告', '假期期间在线客服服务时间调整为 9:00-18:00，热线电话正常服务。'],
  ['关于规范商品标题与图片的公告', '商品标题禁止堆砌关键词，主图不得含有与商品无关的文字与水印。'],
  ['积分商城兑换规则调整公告', '自下月起，积分兑换商品每月限兑 5 件，积分有效期延长至 24 个月。'],
  ['关于恶劣天气影响部分地区配送的公告', '受强降雨影响，华南部分地区配送可能延迟 1-3 天，敬请谅解。'],
  ['隐私政策更新公告', '我们更新了隐私政策，进一步说明个人信息的收集范围与使用方式。'],
  ['关于打击虚假交易的公告', '平台将对刷单、虚假交易行为进行严厉处罚，情节严重者清退出平台。'],
  ['采购大厅报价规则更新公告', '供应商报价需包含含税单价与运费，报价有效期不少于 7 天。'],
  ['国庆假期发货安排公告', '国庆期间大部分商家正常发货，大件商品配送可能顺延，具体以店铺公告为准。'],
  ['平台服务协议修订公告', '平台服务协议部分条款已修订，继续使用平台服务即视为同意修订后的协议。'],
];

const bulletinTail = [
  '如有疑问，请联系在线客服或拨打客服热线 400-800-8888。',
  '感谢您对云采商城的支持与理解。',
];

/** Company pages (newsType 3), written as HTML like an editor would. */
const companyPages: [string, string, string][] = [
  [
    '关于我们',
    '云采商城是面向企业与个人的一站式采购平台，连接产地、工厂与采购商。',
    '<h3>平台简介</h3><p>云采商城是面向企业与个人的一站式采购平台，覆盖农产品、粮油、家电、五金工具、办公用品等品类。</p><p>平台连接产地合作社、源头工厂与采购商，提供采购大厅、供应大厅、积分商城与农场直供等服务。</p><h3>我们的使命</h3><ul><li>让采购更简单、更透明</li><li>让好产品直达需要它的人</li></ul>',
  ],
  [
    '发展历程',
    '从区域农产品平台到全国性的综合采购平台。',
    '<table><thead><tr><th>年份</th><th>事件</th></tr></thead><tbody><tr><td>2019</td><td>平台上线，首批 100 家农产品合作社入驻</td></tr><tr><td>2021</td><td>上线采购大厅与企业集采功能</td></tr><tr><td>2023</td><td>冷链配送覆盖全国 300 个城市</td></tr><tr><td>2025</td><td>国际站、俄罗斯站与西班牙站上线</td></tr></tbody></table>',
  ],
  [
    '联系我们',
    '客服热线 400-800-8888，工作日 9:00-21:00。',
    '<p>客服热线：<a href="tel:4008008888">400-800-8888</a>（工作日 9:00-21:00）</p><p>商务合作：<a href="mailto:bd@yuncai.example.com">bd@yuncai.example.com</a></p><p>公司地址：浙江省杭州市西湖区文三路 100 号</p>',
  ],
];

/** Resource articles (newsType 4): buying guides and downloads, HTML bodies. */
const resources: [string, string][] = [
  ['企业采购入门指南', '从注册认证到对公结算，一文了解企业在平台采购的完整流程。'],
  ['如何发布一条高质量的采购需求', '写清品名、规格、数量、预算与交付时间，能让供应商报价更准确。'],
  ['供应商报价技巧', '报价时注明含税价、运费与有效期，更容易获得采购商的信任。'],
  ['生鲜商品验收标准', '收货时检查包装、温度与外观，问题商品请在 48 小时内申请售后。'],
  ['增值税专用发票申请说明', '企业认证通过后即可申请专票，开票信息需与营业执照一致。'],
  ['运费模板设置说明', '商家可按地区、重量或件数设置运费，支持满额包邮。'],
  ['店铺装修指南', '店铺首页支持横幅、推荐商品与分类导航，装修后即时生效。'],
  ['积分规则说明', '下单、评价与签到均可获得积分，积分可在积分商城兑换商品。'],
  ['售后服务规范', '商家需在 48 小时内处理售后申请，逾期平台将介入处理。'],
  ['农产品溯源码使用说明', '扫描溯源码可查看种植基地、收割日期与检测报告。'],
  ['大件商品送装说明', '家具、大家电等大件商品支持送货上门与安装服务。'],
];

/**
 * A resource imported from an old editor: it carries a tracking script, an inline handler, a frame and a
 * `javascript:` link that the server must strip when it serves the article (tests rely on this one).
 */
export const legacyResourceTitle = '账户安全防护手册';
const legacyResource = [
  '<p onclick="alert(1)">请妥善保管账户密码，不要向任何人透露短信验证码。</p>',
  '<script>alert("legacy tracker")</script>',
  '<img src="x" onerror="alert(2)" alt="">',
  '<iframe src="https://video.example.com/embed/1"></iframe>',
  '<p style="background:url(javascript:alert(3))">平台客服不会索要密码，也不会要求线下转账。</p>',
  '<p><a href="javascript:alert(4)">点击领取奖励</a> 类链接多为钓鱼链接，请勿点击。</p>',
  '<p>遇到可疑情况请联系客服热线 <a href="tel:4008008888">400-800-8888</a>。</p>',
].join('');

/** The cover's pictogram by topic (covers carry no words: see pictograms.ts). */
const topicPictograms: Record<Topic, string> = {
  farm: '🌾',
  logistics: '🚚',
  platform: '🛒',
  market: '📈',
  promo: '🎉',
  industry: '🏭',
  quality: '✅',
};

const topicHues: Record<Topic, number> = {
  farm: 100,
  logistics: 200,
  platform: 25,
  market: 45,
  promo: 350,
  industry: 15,
  quality: 170,
};

const day = 86400_000;

/** The translated columns of an article whose body is paragraphs (news, bulletins). */
function textColumns(title: string, summary: string, content: string) {
  return {
    titleI18n: translationsOf(title),
    summaryI18n: translationsOf(summary),
    contentI18n: paragraphTranslations(content),
  };
}

const resourceSteps = [
  '登录云采商城并进入对应功能页面。',
  '按页面提示填写信息并提交。',
  '如有疑问，可在帮助中心查看更多说明或联系在线客服。',
];

function resourceHtml(title: string, summary: string, steps: string[]) {
  return `<h3>${title}</h3><p>${summary}</p><ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol>`;
}

/** The body of a resource in each language that has its title, summary and steps. */
function resourceI18n(title: string, summary: string): Record<string, string> {
  const [t, s, steps] = [translationsOf(title), translationsOf(summary), resourceSteps.map(translationsOf)];
  const result: Record<string, string> = {};
  for (const lang of ['en_US', 'ru_RU', 'es']) {
    const langSteps = steps.map((x) => x[lang]);
    if (t[lang] && s[lang] && langSteps.every(Boolean)) {
      result[lang] = resourceHtml(t[lang], s[lang], langSteps as string[]);
    }
  }
  return result;
}

/** About 30 news articles and 15 bulletins spread over the last 60 days; later entries are newer. */
export function buildNews(pictures: PictureSet, now: Date): NewsRow[] {
  const random = createRandom(60);
  const rows: NewsRow[] = [];
  articles.forEach(([title, summary, topic], i) => {
    const pool = followUps[topic];
    const paragraphs = [summary, ...random.sample(pool, Math.min(2, pool.length))];
    const content = paragraphs.join('\n\n');
    rows.push({
      newsType: newsTypes.news,
      title,
      summary,
      content,
      ...textColumns(title, summary, content),
      coverUrl: pictures.add(`news/news-${i + 1}.svg`, () =>
        cardSvg(topicPictograms[topic], topicHues[topic]),
      ),
      views: random.int(80, 6000),
      createdAt: new Date(now.getTime() - ((articles.length - i) * 2 - random.next()) * day),
    });
  });
  bulletins.forEach(([title, summary], i) => {
    const content = [summary, ...bulletinTail].join('\n\n');
    rows.push({
      newsType: newsTypes.bulletin,
      title,
      summary,
      content,
      ...textColumns(title, summary, content),
      coverUrl: pictures.add(`news/bulletin-${i + 1}.svg`, () => cardSvg('📢', 210)),
      views: random.int(200, 9000),
      createdAt: new Date(now.getTime() - ((bulletins.length - i) * 4 - random.next()) * day),
    });
  });
  companyPages.forEach(([title, summary, content], i) => {
    rows.push({
      newsType: newsTypes.company,
      title,
      summary,
      content,
      titleI18n: translationsOf(title),
      summaryI18n: translationsOf(summary),
      contentI18n: translationsOf(content),
      coverUrl: '',
      views: random.int(100, 3000),
      // The first page (about us) is the newest: it is the one the company page opens on.
      createdAt: new Date(now.getTime() - (i + 1) * day),
    });
  });
  [...resources, [legacyResourceTitle, '保护账户安全的几点建议。'] as [string, string]].forEach(
    ([title, summary], i) => {
      const isLegacy = title === legacyResourceTitle;
      rows.push({
        newsType: newsTypes.resource,
        title,
        summary,
        content: isLegacy ? legacyResource : resourceHtml(title, summary, resourceSteps),
        // The legacy resource has no translations: it shows the fallback to Chinese.
        titleI18n: translationsOf(title),
        summaryI18n: translationsOf(summary),
        contentI18n: isLegacy ? {} : resourceI18n(title, summary),
        coverUrl: pictures.add(`news/resource-${i + 1}.svg`, () => cardSvg('📄', 260)),
        views: random.int(50, 4000),
        createdAt: new Date(now.getTime() - (resources.length + 1 - i) * 3 * day),
      });
    },
  );
  return rows;
}
