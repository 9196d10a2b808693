import { platformAdminCustId } from '@mall/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/account';
import { productClasses } from '../../db/schema/catalog';
import { galleryPictureUses } from '../../db/schema/gallery';
import { financeApplications, financeProducts, merchantApplications } from '../../db/schema/merchant';
import type { PictureSet } from '../generators/pictures';
import { resetSequence } from './bulk';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const day = 86400_000;
const wan = 10_000 * 100; // 10 000 yuan in fen

interface Texts {
  zh: string;
  en: string;
  ru: string;
  es: string;
}
const i18n = (t: Texts) => ({ en_US: t.en, ru_RU: t.ru, es: t.es });

interface ProductDef {
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
const productDefs: ProductDef[] = [
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

export const financeProductRows = productDefs.map((p, i) => ({
  id: i + 1,
  code: p.code,
  name: p.name.zh,
  nameI18n: i18n(p.name),
  institution: p.institution.zh,
  institutionI18n: i18n(p.institution),
  summary: p.summary.zh,
  summaryI18n: i18n(p.summary),
  features: p.features.map((f) => f.zh),
  featuresI18n: {
    en_US: p.features.map((f) => f.en),
    ru_RU: p.features.map((f) => f.ru),
    es: p.features.map((f) => f.es),
  },
  rateMinBp: p.rate[0],
  rateMaxBp: p.rate[1],
  termMonths: p.terms,
  minAmountCents: p.amount[0],
  maxAmountCents: p.amount[1],
  status: 1,
  sort: i + 1,
}));

function licenceSvg(company: string, code: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420" viewBox="0 0 600 420">
<rect width="600" height="420" fill="#fbf6e9"/><rect x="14" y="14" width="572" height="392" fill="none" stroke="#b8860b" stroke-width="6"/>
<text x="300" y="80" font-size="40" text-anchor="middle" fill="#8b0000" font-family="sans-serif">营业执照</text>
<text x="60" y="150" font-size="20" fill="#333" font-family="sans-serif">名称：${company}</text>
<text x="60" y="195" font-size="20" fill="#333" font-family="sans-serif">统一社会信用代码：${code}</text>
<text x="60" y="240" font-size="20" fill="#333" font-family="sans-serif">类型：有限责任公司</text>
<circle cx="470" cy="320" r="60" fill="none" stroke="#c00" stroke-width="4"/>
<text x="470" y="328" font-size="18" text-anchor="middle" fill="#c00" font-family="sans-serif">登记机关</text></svg>`;
}

/** Demo applications: one approved (the demo seller) and one rejected with its reason (the two-centre buyer). */
const demoApplications = [
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

/** The demo licences are pictures of the seed (SVG), written with the other seed pictures. */
export function merchantLicencePictures(pictures: PictureSet): string[] {
  return demoApplications.map((a, i) =>
    pictures.add(`merchant/licence-${i + 1}.svg`, () => licenceSvg(a.company, a.creditCode)),
  );
}

export async function seedFinanceProducts(tx: Tx): Promise<void> {
  await tx.insert(financeProducts).values(financeProductRows);
  // Later inserts (an operator's product) continue after the seeded ids.
  await resetSequence(tx, 'finance_products');
}

/** Demo mode: the review states to look at (docs/merchant.md), and a finance application of the demo buyer. */
export async function seedMerchantDemo(tx: Tx, now: Date, licenceUrls: string[]): Promise<void> {
  const mobiles = demoApplications.map((a) => a.mobile);
  const people = await tx
    .select()
    .from(users)
    .where(inArray(users.mobile, [...mobiles, '13800000001']));
  const byMobile = new Map(people.map((u) => [u.mobile, u]));
  const classes = await tx
    .select({ id: productClasses.id })
    .from(productClasses)
    .where(and(eq(productClasses.level, 2), eq(productClasses.classType, 1)))
    .orderBy(asc(productClasses.sort), asc(productClasses.id))
    .limit(4);
  for (const [i, a] of demoApplications.entries()) {
    const user = byMobile.get(a.mobile);
    if (!user) continue;
    const submitted = new Date(now.getTime() - a.daysAgo * day);
    await tx.insert(merchantApplications).values({
      userId: user.id,
      custId: user.custId,
      status: a.status,
      company: {
        companyName: a.company,
        creditCode: a.creditCode,
        legalPerson: user.contactName,
        legalIdNumber: i === 0 ? '330106198503121234' : '33020319900715432X',
        address: i === 0 ? '浙江省杭州市西湖区文三路 90 号' : '浙江省宁波市海曙区中山西路 18 号',
        accountType: 'corporate',
        bankName: i === 0 ? '江南商业银行杭州西湖支行' : '江南商业银行宁波海曙支行',
        bankAccount: i === 0 ? '3301040160000123456' : '3302030160000654321',
      },
      contact: { contactName: user.contactName, mobile: user.mobile, email: `merchant${i + 1}@example.com` },
      licence: { licenceUrls: [licenceUrls[i]!] },
      categories: {
        shopName: i === 0 ? '鲜达食品旗舰店' : '启航贸易',
        classIds: classes.slice(i * 2, i * 2 + 2).map((c) => c.id),
      },
      reviewNote: a.reviewNote,
      submittedAt: submitted,
      reviewedAt: new Date(submitted.getTime() + 2 * day),
      createdAt: new Date(submitted.getTime() - day),
      updatedAt: new Date(submitted.getTime() + 2 * day),
    });
    // A licence is private: the applicant and the platform's reviewers read it (docs/gallery.md).
    const key = licenceUrls[i]!.replace(/^\/files\//, '');
    await tx.insert(galleryPictureUses).values(
      [`user:${user.id}`, `cust:${platformAdminCustId}`].map((reader) => ({
        storageKey: key,
        use: 'licence',
        subjectId: user.id,
        reader,
      })),
    );
  }
  const buyer = byMobile.get('13800000001');
  if (buyer) {
    await tx.insert(financeApplications).values({
      userId: buyer.id,
      custId: buyer.custId,
      productId: 1,
      companyName: '杭州优采贸易有限公司',
      contactName: buyer.contactName,
      mobile: buyer.mobile,
      amountCents: 80 * wan,
      termMonths: 6,
      note: '双十一备货',
      status: 'approved',
      createdAt: new Date(now.getTime() - 20 * day),
      reviewedAt: new Date(now.getTime() - 18 * day),
    });
  }
}
