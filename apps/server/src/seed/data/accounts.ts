// The fixed accounts of the demo: the centres, the company buyer's roles, the buyer companies of the procurement
// hall and the demo merchant's customer list. generators/accounts.ts turns them into customers and users.
import {
  buyerCentreCode,
  buyerPermissionCodes,
  centreCodes,
  type PermissionCode,
  permissionCodes,
  platformAdminCustId,
  platformPermissionCodes,
} from '@mall/contracts';

export const sellerCentreCode = centreCodes.merchant;
export const platformCentreCode = centreCodes.platform;

export const centreRows = [
  {
    subsysCode: buyerCentreCode,
    subsysLabel: '采购商中心',
    description: '采购商中心（Buyer centre）：管理采购订单、收货地址、发票与账户安全。',
    externalUrl: '',
    sort: 1,
  },
  {
    subsysCode: sellerCentreCode,
    subsysLabel: '供应商中心',
    description: '供应商中心（Seller centre）：管理店铺商品、订单发货、报价与结算。',
    // The merchant workbench of this site (apps/console); an external channel site's address works too.
    externalUrl: '/console/merchant/',
    sort: 2,
  },
];

/**
 * The platform console's centre. Not among the sign-on page's centre cards (centreRows make those): the
 * mall operator's staff are given it, nobody registers into it.
 */
export const platformCentreRow = {
  subsysCode: platformCentreCode,
  subsysLabel: '平台控制台',
  description: '平台控制台（Platform console）：审核商家、维护类目与内容、系统配置、用户与审计。',
  externalUrl: '/console/platform/',
  sort: 9,
};

/**
 * Staff roles of the demo platform (customer 1): its main account 13900000000 holds every code; these
 * are the roles of its staff (seed/generators/accounts.ts gives each a demo user).
 */
export const demoPlatformRoles = [
  {
    id: 3,
    custId: platformAdminCustId,
    subsysCode: platformCentreCode,
    roleName: '商家审核',
    permissions: [
      platformPermissionCodes.merchantReview,
      platformPermissionCodes.shopManage,
      platformPermissionCodes.afterSaleDecide,
      platformPermissionCodes.invoiceReview,
    ],
  },
  {
    id: 4,
    custId: platformAdminCustId,
    subsysCode: platformCentreCode,
    roleName: '内容运营',
    permissions: [
      platformPermissionCodes.contentEdit,
      platformPermissionCodes.catalogEdit,
      platformPermissionCodes.feedbackReply,
    ],
  },
  {
    id: 5,
    custId: platformAdminCustId,
    subsysCode: platformCentreCode,
    roleName: '审计员',
    permissions: [platformPermissionCodes.auditView],
  },
];

/** The company buyer (customer 2) of the demo: its main account and its purchasing employee. */
export const companyBuyerCustId = 2;

/** What the demo employee's role does not hold, so the storefront hides it and the server refuses it. */
export const employeeWithheld: readonly PermissionCode[] = [
  permissionCodes.quickOrder,
  permissionCodes.quickOrderImport,
  permissionCodes.orderPay,
  permissionCodes.invoiceApply,
  permissionCodes.galleryDelete,
];

/**
 * Roles of the demo (spec §6): the company buyer's purchasing employees may browse, fill the cart, place
 * orders and chat, but not use quick order or its import, pay, ask for invoices or delete gallery pictures.
 * Its order viewers may only see the company's orders: every other code is withheld, so each of them can
 * be seen hidden and refused (13800000004).
 */
export const demoRoles = [
  {
    id: 1,
    custId: companyBuyerCustId,
    subsysCode: buyerCentreCode,
    roleName: '采购专员',
    permissions: buyerPermissionCodes.filter((code) => !employeeWithheld.includes(code)),
  },
  {
    id: 2,
    custId: companyBuyerCustId,
    subsysCode: buyerCentreCode,
    roleName: '订单查看员',
    permissions: [permissionCodes.orderList],
  },
];

/** Customers that buy in the procurement hall; they own the demo purchase demands. */
export const buyerCompanies: { name: string; area: string }[] = [
  { name: '上海禾众餐饮管理有限公司', area: '上海 徐汇' },
  { name: '南京鑫达建设工程有限公司', area: '江苏 南京' },
  { name: '苏州恒信电子科技有限公司', area: '江苏 苏州' },
  { name: '广州悦来酒店管理有限公司', area: '广东 广州' },
  { name: '成都天府学校后勤服务中心', area: '四川 成都' },
  { name: '武汉楚天物业服务有限公司', area: '湖北 武汉' },
  { name: '宁波港城超市连锁有限公司', area: '浙江 宁波' },
  { name: '青岛海润食品加工有限公司', area: '山东 青岛' },
  { name: '郑州中原机械制造有限公司', area: '河南 郑州' },
  { name: '长沙湘江农业发展有限公司', area: '湖南 长沙' },
  { name: '西安秦川医院后勤管理处', area: '陕西 西安' },
  { name: '合肥新桥电子商务有限公司', area: '安徽 合肥' },
];

export const hangzhouBuyer = { name: '杭州优采贸易有限公司', area: '浙江 杭州' };

/**
 * The demo merchant's customer list (docs/sign-on.md "Acting for a buyer"): buyers that came from it
 * (custCategory 0), each with an account the merchant may act as from the storefront.
 */
export const listedBuyers = [
  { custName: '嘉兴禾丰办公用品有限公司', mobile: '13300000001', contactName: '刘洋' },
  { custName: '湖州南浔百货商行', mobile: '13300000002', contactName: '孙丽' },
] as const;
