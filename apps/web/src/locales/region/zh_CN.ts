// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
/** Region picker, the site and region page (/news/language) and the two portal landings. */
const messages = {
  picker: {
    choose: '请选择',
    confirm: '确定',
    empty: '暂无下级地区',
    levels: {
      province: '省份',
      city: '城市',
      district: '区县',
      town: '乡镇街道',
    },
  },
  dialog: {
    title: '选择所在地区',
    current: '当前地区：{{name}}',
    saved: '已切换到{{name}}',
  },
  language: {
    title: '站点与地区',
    subtitle: '选择您访问的站点与所在地区：界面语言、商品信息与配送范围将随之切换。',
    sites: {
      title: '选择站点',
      empty: '暂无可选站点',
      landing: '进入{{page}}',
      current: '当前站点',
      switching: '切换中…',
    },
    region: {
      title: '选择地区',
      current: '当前地区：{{name}}',
      locating: '正在定位…',
      none: '尚未选择地区',
      locate: '使用我的位置',
      located: '已定位到{{name}}',
      locateFailed: '无法获取您的位置，请手动选择地区',
      cityIndex: '按省份选择城市',
    },
  },
  channel: {
    eyebrow: '渠道导航',
    title: '欢迎来到{{site}}',
    subtitle: '企业采购、品质零售、源头供应与农场直供，一站直达。选择下方频道，开始您的采购之旅。',
    hotWords: '热门搜索',
    entrances: {
      title: '频道入口',
      home: '商城首页：精选好货、推荐店铺与最新资讯',
      productList: '按分类、品牌与价格筛选全部在售商品',
      supplyCenter: '厂家与产地直供的批量货源',
      demandCenter: '发布与浏览企业采购需求，在线报价',
      farmCenter: '合作社与农场直发的新鲜农产品',
      pointsMall: '会员积分兑换好礼',
      platformCenter: '百家优质供应链企业集中展示',
      market: '限时促销与平台主题活动',
      shopList: '按店铺找商家，查看评分与商品',
      town: '助力乡村振兴的特色产业与好物',
      news: '平台公告、行业资讯与采购指南',
      enter: '商家入驻，开店售卖您的商品',
    },
    counts: {
      products: '商品：{{count}}',
      demands: '采购需求：{{count}}',
    },
    classes: {
      title: '按分类进入',
      all: '全部商品',
    },
  },
  scene: {
    eyebrow: '多场景采购',
    title: '选择适合您的采购场景',
    subtitle: '从企业集采到家庭零售，从田间地头到全球站点，每个场景都有专属的商品与服务。',
    latest: '最新发布',
    sites: '其他语言站点',
    cards: {
      procurement: {
        tag: 'B2B',
        title: '企业集采',
        text: '发布采购需求，多家供应商在线报价；支持快速下单、对公转账与增值税专用发票。',
      },
      retail: {
        tag: 'B2C',
        title: '品质零售',
        text: '家电数码、粮油食品、日用百货，正品保障，送货到家。',
      },
      farm: {
        tag: '农产品',
        title: '农场直供 · 乡村振兴',
        text: '合作社与农场产地直发，冷链配送，助农增收。',
      },
      supply: {
        tag: '货源',
        title: '源头供应',
        text: '厂家与产地批量货源，量大从优，适合经销与企业备货。',
      },
      international: {
        tag: 'Global',
        title: '国际站点',
        text: '英语、俄语、西班牙语站点与品牌中心，服务海外采购商。',
      },
      points: {
        tag: '会员',
        title: '积分与活动',
        text: '下单累积积分兑换好礼，参与平台限时活动享受更多优惠。',
      },
    },
  },
};
export type Messages = typeof messages;
export default messages;
