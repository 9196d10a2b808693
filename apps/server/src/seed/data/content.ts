// The fixed content of the demo mall's pages: the home page banners, the footer's help pages and the
// friendly links. generators/content.ts turns them into adverts (with pictures), footer rows and links.

export const banners: { title: string; subtitle: string; top: number; hue: number }[] = [
  { title: '产地直采 鲜果到家', subtitle: '阿克苏冰糖心苹果、赣南脐橙 冷链直达 满99包邮', top: 1, hue: 95 },
  { title: '新米上市 粮油囤货季', subtitle: '五常稻花香、东北杂粮 企业食堂集采享批发价', top: 2, hue: 40 },
  { title: '明前春茶 一叶知春', subtitle: '西湖龙井、洞庭碧螺春 茶农合作社直供', top: 3, hue: 150 },
  { title: '家电以旧换新', subtitle: '大家电送装一体 最高补贴 500 元', top: 4, hue: 210 },
  { title: '工业品集采节', subtitle: '五金工具、劳保用品 企业采购可开专票 量大从优', top: 11, hue: 15 },
];

export interface FooterClass {
  spec: string;
  menus: { spec: string; paragraphs: string[] }[];
}

export const footer: FooterClass[] = [
  {
    spec: '购物指南|Shopping guide|Покупателям|Guía de compra',
    menus: [
      {
        spec: '注册与登录|Sign up & sign in|Регистрация и вход|Registro e inicio de sesión',
        paragraphs: [
          '云采商城支持手机号注册。点击页面右上角的“免费注册”，填写手机号并获取短信验证码，设置 6-20 位登录密码即可完成注册。',
          '企业用户注册后可在采购商中心完善企业信息，认证通过后可使用企业集采、对公转账和增值税专用发票等功能。',
          '忘记密码时，可在登录页点击“忘记密码”，通过手机验证码重新设置。',
        ],
      },
      {
        spec: '购物流程|How to order|Как оформить заказ|Cómo comprar',
        paragraphs: [
          '搜索或按分类浏览商品，进入商品详情页选择规格与数量，点击“加入购物车”或“立即购买”。',
          '在结算页确认收货地址、配送方式与发票信息，提交订单后按提示完成支付。',
          '订单支付成功后，可在采购商中心“我的订单”中查看物流进度，收到商品后确认收货。',
        ],
      },
      {
        spec: '采购大厅|Purchase hall|Зал закупок|Sala de compras',
        paragraphs: [
          '采购商可在采购大厅发布求购信息，写明商品名称、数量、预算、收货地区与截止日期。',
          '供应商看到需求后可在线报价，采购商比价后选择合适的供应商下单，全程留痕、便于审计。',
        ],
      },
      {
        spec: '常见问题|FAQ|Частые вопросы|Preguntas frecuentes',
        paragraphs: [
          '商品价格以下单时页面显示为准；批发商品按起订量起售，数量越多价格越优惠。',
          '如遇页面显示异常，请清除浏览器缓存或更换 Chrome、Edge 等浏览器重试。',
          '其他问题请联系在线客服或拨打客服热线 400-800-8888。',
        ],
      },
    ],
  },
  {
    spec: '配送方式|Delivery|Доставка|Envío',
    menus: [
      {
        spec: '配送范围与时效|Coverage & times|Зона и сроки доставки|Cobertura y plazos',
        paragraphs: [
          '平台商品支持全国配送（港澳台及海外地区暂不支持）。江浙沪地区一般 1-2 天送达，其他地区 2-5 天送达。',
          '生鲜商品采用冷链配送，偏远地区可能无法配送，以下单时页面提示为准。',
        ],
      },
      {
        spec: '运费说明|Shipping fees|Стоимость доставки|Gastos de envío',
        paragraphs: [
          '运费由各店铺根据运费模板设置，结算页会显示实际运费。',
          '部分商品参与满额包邮活动；大件商品（家具、大家电）可能收取送装服务费。',
        ],
      },
      {
        spec: '大件送装|Large items|Крупногабаритные товары|Artículos voluminosos',
        paragraphs: [
          '冰箱、洗衣机、空调等大家电与家具由品牌或店铺提供送货上门及安装服务。',
          '配送前工作人员会电话预约时间，请保持手机畅通，签收前请当面检查外观与配件。',
        ],
      },
    ],
  },
  {
    spec: '支付方式|Payment|Оплата|Pago',
    menus: [
      {
        spec: '在线支付|Online payment|Онлайн-оплата|Pago en línea',
        paragraphs: [
          '支持微信支付、支付宝及各大银行借记卡、信用卡快捷支付。',
          '请在订单提交后 30 分钟内完成支付，超时未支付的订单将自动取消。',
        ],
      },
      {
        spec: '对公转账|Bank transfer|Банковский перевод|Transferencia bancaria',
        paragraphs: [
          '企业采购可选择对公转账。提交订单后，请按页面显示的收款账户转账，并在备注中填写订单号。',
          '财务确认到账后（一般 1 个工作日内）订单进入发货流程。',
        ],
      },
      {
        spec: '发票说明|Invoices|Счета-фактуры|Facturas',
        paragraphs: [
          '平台商品均可开具发票，支持增值税普通发票与增值税专用发票（需完成企业认证）。',
          '电子发票在订单完成后发送至预留邮箱，纸质发票随货寄出或单独邮寄。',
        ],
      },
    ],
  },
  {
    spec: '售后服务|After-sales|Послепродажное обслуживание|Posventa',
    menus: [
      {
        spec: '退换货政策|Returns & exchanges|Возврат и обмен|Devoluciones y cambios',
        paragraphs: [
          '自签收之日起 7 天内，商品完好且不影响二次销售的，可申请无理由退货（生鲜、定制类商品除外）。',
          '商品存在质量问题的，15 天内可申请换货或退货，运费由商家承担。',
          '生鲜商品如有破损、变质，请在签收后 48 小时内拍照联系客服处理。',
        ],
      },
      {
        spec: '退款说明|Refunds|Возврат денег|Reembolsos',
        paragraphs: [
          '退货申请审核通过并且商家收到退货后，退款将原路退回，一般 1-7 个工作日到账。',
          '对公转账的订单退款将退回至付款账户。',
        ],
      },
      {
        spec: '投诉与建议|Complaints|Жалобы и предложения|Quejas y sugerencias',
        paragraphs: [
          '如对商品或服务不满意，可在订单详情页发起投诉，或拨打客服热线 400-800-8888。',
          '我们会在 24 小时内响应，并在 3 个工作日内给出处理结果。',
        ],
      },
    ],
  },
  {
    spec: '关于我们|About us|О нас|Sobre nosotros',
    menus: [
      {
        spec: '平台简介|About the mall|О площадке|Sobre la plataforma',
        paragraphs: [
          '云采商城是面向企业与个人的 B2B + B2C 一站式采购平台，汇集生鲜农产品、粮油食品、家电数码、办公用品、工业品与农资等品类。',
          '平台通过产地直采、工厂直供与集中采购，帮助采购方降低成本，帮助供应方拓展渠道。',
        ],
      },
      {
        spec: '商家入驻|Sell with us|Стать продавцом|Vende con nosotros',
        paragraphs: [
          '具备合法经营资质的企业、合作社与个体工商户均可申请入驻。',
          '准备营业执照、法人身份证、品牌授权或产品检测报告等材料，在供应商中心提交申请，审核一般 3 个工作日内完成。',
        ],
      },
      {
        spec: '联系我们|Contact us|Контакты|Contacto',
        paragraphs: [
          '客服热线：400-800-8888（周一至周日 9:00-21:00）。',
          '公司地址：浙江省杭州市西湖区文三路 90 号云采大厦 18 楼。',
          '商务合作邮箱：bd@yuncai-mall.example.com。',
        ],
      },
    ],
  },
];

/** The friendly links of the footer: name and address. */
export const bizLinkList: [linkName: string, linkUrl: string][] = [
  ['中国政府采购网', 'https://www.ccgp.gov.cn'],
  ['国家企业信用信息公示系统', 'https://www.gsxt.gov.cn'],
  ['中华人民共和国商务部', 'https://www.mofcom.gov.cn'],
  ['国家市场监督管理总局', 'https://www.samr.gov.cn'],
  ['中华人民共和国农业农村部', 'https://www.moa.gov.cn'],
  ['全国12315平台', 'https://www.12315.cn'],
  ['中国物流与采购联合会', 'https://www.chinawuliu.com.cn'],
];
