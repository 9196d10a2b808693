// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
// The merchant workbench's staff page in Chinese (merged into ../../zh_CN.ts): the source of its keys. The
// staff texts are those of the platform staff page's keys that the shop words otherwise (the same component).
import type peopleTexts from '../people/zh_CN';

type StaffTexts = Record<keyof (typeof peopleTexts)['people']['staff'], string>;

/**
 * Only the texts that name the shop: the page's others are the platform staff page's (people.staff), which
 * the workbench's page reads where this has no text of its own (features/merchant/staff.tsx).
 */
const staff = {
  inviteTitle: '邀请店铺员工',
  inviteHint:
    '填写员工的手机号并选择角色。新手机号会收到一条验证码短信，员工在登录页的“忘记密码”中用它设置自己的密码，然后登录商家工作台。',
  mainAccount: '店铺主账号（全部权限）',
  invitedExisting: '已邀请 {{name}}，可用原密码登录商家工作台',
  removeTitle: '把 {{name}} 移出店铺员工？',
  removeText: '该员工不能再进入商家工作台，已打开的页面会退出登录。账号本身保留。',
} satisfies Partial<StaffTexts>;

const texts = {
  merchantStaff: {
    /** The merchant codes a shop's role may hold, by their name in the registry (permissions.ts). */
    codes: {
      dashboard: '工作台概览（待发货、售后、消息、今日销售）',
      productView: '查看商品',
      productEdit: '编辑商品（草稿、规格、价格、库存）',
      productPublish: '上架与下架商品',
      productImport: '商品导入与导出',
      orderView: '查看订单',
      orderShip: '订单发货',
      afterSale: '处理售后（退款、退货）',
      invoiceIssue: '开具发票（并登记红冲）',
      deliveryManage: '自有司机与车辆、配送记录',
      shopEdit: '店铺设置（标志、横幅、公告、分类）',
      staffManage: '员工与角色',
    },
    staff,
  },
};

export type AreaMessages = typeof texts;
export default texts;
