// The fixed content of the merchant area: the financial service's products and the demo's merchant
// applications. generators/merchant.ts makes their rows and licence pictures, writers/merchant.ts stores them.

export const wan = 10_000 * 100; // 10 000 yuan in fen

export interface Texts {
  zh: string;
  en: string;
  ru: string;
  es: string;
}

export interface ProductDef {
  code: string;
  name: Texts;
  institution: Texts;
  summary: Texts;
  features: Texts[];
  rate: [number, number];
  terms: number[];
  amount: [number, number];
}

/** The financial service's products (all seed modes: it is part of the mall's configuration). */
export const productDefs: ProductDef[] = [
  {
    code: 'ORDER_FIN',
    name: {
      zh: '订单融资',
      en: 'Order financing',
      ru: 'Финансирование заказов',
      es: 'Financiación de pedidos',
    },
    institution: {
      zh: '江南商业银行',
      en: 'Jiangnan Commercial Bank',
      ru: 'Коммерческий банк Цзяннань',
      es: 'Banco Comercial Jiangnan',
    },
    summary: {
      zh: '凭平台真实采购订单申请融资，用于备货和生产，订单回款后自动还款。',
      en: 'Borrow against real purchase orders placed on the mall to stock and produce; repaid when the order is paid.',
      ru: 'Кредит под реальные заказы на площадке для закупки и производства; погашается после оплаты заказа.',
      es: 'Financie pedidos reales de la plataforma para abastecerse y producir; se devuelve al cobrar el pedido.',
    },
    features: [
      {
        zh: '线上申请，最快 1 个工作日放款',
        en: 'Apply online, funds in as little as 1 working day',
        ru: 'Онлайн-заявка, выдача от 1 рабочего дня',
        es: 'Solicitud en línea, fondos en 1 día hábil',
      },
      {
        zh: '无需抵押，按订单金额授信',
        en: 'No collateral, limit based on order value',
        ru: 'Без залога, лимит по сумме заказа',
        es: 'Sin garantía, límite según el pedido',
      },
    ],
    rate: [435, 680],
    terms: [3, 6, 12],
    amount: [10 * wan, 500 * wan],
  },
  {
    code: 'RECEIVABLE',
    name: {
      zh: '应收账款保理',
      en: 'Receivables factoring',
      ru: 'Факторинг дебиторской задолженности',
      es: 'Factoring de cuentas por cobrar',
    },
    institution: {
      zh: '云采商业保理有限公司',
      en: 'Yuncai Commercial Factoring Co., Ltd.',
      ru: 'Yuncai Commercial Factoring Co., Ltd.',
      es: 'Yuncai Commercial Factoring Co., Ltd.',
    },
    summary: {
      zh: '将对核心企业的应收账款转让给保理公司，提前收回货款，改善现金流。',
      en: 'Sell receivables from large buyers to the factor and get paid early to improve cash flow.',
      ru: 'Уступите долг крупного покупателя фактору и получите деньги заранее.',
      es: 'Ceda las cuentas por cobrar de grandes compradores y cobre por adelantado.',
    },
    features: [
      {
        zh: '核心企业确权，额度高',
        en: 'High limits backed by the buyer’s confirmation',
        ru: 'Высокие лимиты при подтверждении покупателя',
        es: 'Límites altos con la confirmación del comprador',
      },
      {
        zh: '不占用企业授信额度',
        en: 'Does not use your bank credit line',
        ru: 'Не расходует кредитный лимит',
        es: 'No consume su línea de crédito',
      },
    ],
    rate: [385, 560],
    terms: [1, 3, 6],
    amount: [50 * wan, 2000 * wan],
  },
  {
    code: 'PURCHASE_LOAN',
    name: {
      zh: '供应链采购贷',
      en: 'Supply-chain purchase loan',
      ru: 'Кредит на закупки в цепочке поставок',
      es: 'Préstamo de compras de la cadena de suministro',
    },
    institution: {
      zh: '丰泽小额贷款有限公司',
      en: 'Fengze Microcredit Co., Ltd.',
      ru: 'Fengze Microcredit Co., Ltd.',
      es: 'Fengze Microcredit Co., Ltd.',
    },
    summary: {
      zh: '面向平台采购商的流动资金贷款，按平台交易记录核定额度，随借随还。',
      en: 'Working capital for buyers on the mall, limit set from your trading history; borrow and repay at any time.',
      ru: 'Оборотный кредит для покупателей площадки, лимит по истории сделок; берите и гасите в любой момент.',
      es: 'Capital circulante para compradores de la plataforma según su historial; disponga y devuelva cuando quiera.',
    },
    features: [
      {
        zh: '按日计息，提前还款无违约金',
        en: 'Daily interest, no fee for early repayment',
        ru: 'Ежедневные проценты, без штрафа за досрочное погашение',
        es: 'Interés diario, sin penalización por pago anticipado',
      },
      { zh: '额度循环使用', en: 'Revolving limit', ru: 'Возобновляемый лимит', es: 'Límite renovable' },
    ],
    rate: [480, 850],
    terms: [6, 12, 24],
    amount: [5 * wan, 300 * wan],
  },
  {
    code: 'EQUIP_LEASE',
    name: {
      zh: '设备融资租赁',
      en: 'Equipment finance lease',
      ru: 'Финансовый лизинг оборудования',
      es: 'Arrendamiento financiero de equipos',
    },
    institution: {
      zh: '汇通融资租赁有限公司',
      en: 'Huitong Financial Leasing Co., Ltd.',
      ru: 'Huitong Financial Leasing Co., Ltd.',
      es: 'Huitong Financial Leasing Co., Ltd.',
    },
    summary: {
      zh: '购置生产设备时由租赁公司出资，企业分期支付租金，期满后设备归企业所有。',
      en: 'The lessor pays for production equipment, you pay rent in instalments and own it at the end.',
      ru: 'Лизингодатель оплачивает оборудование, вы платите взносами и получаете его в собственность.',
      es: 'La arrendadora paga el equipo, usted paga cuotas y al final es suyo.',
    },
    features: [
      {
        zh: '首付低至 10%',
        en: 'Down payment from 10 %',
        ru: 'Первый взнос от 10 %',
        es: 'Entrada desde el 10 %',
      },
      {
        zh: '租金可按季支付',
        en: 'Rent can be paid quarterly',
        ru: 'Платежи можно вносить ежеквартально',
        es: 'Cuotas trimestrales posibles',
      },
    ],
    rate: [520, 790],
    terms: [12, 24, 36],
    amount: [20 * wan, 1000 * wan],
  },
];

/** Demo applications: one approved (the demo seller) and one rejected with its reason (the two-centre buyer). */
export const demoApplications = [
  {
    mobile: '13900000001',
    status: 'approved',
    reviewNote: '',
    company: '杭州鲜达食品有限公司',
    creditCode: '91330106MA2H3K7X5Q',
    daysAgo: 60,
  },
  {
    mobile: '13800000002',
    status: 'rejected',
    reviewNote: '营业执照图片不清晰，无法辨认统一社会信用代码，请重新上传清晰的原件照片。',
    company: '宁波海曙启航贸易有限公司',
    creditCode: '91330203MA2J8N4L1D',
    daysAgo: 5,
  },
];
