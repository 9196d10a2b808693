// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
// The merchant workbench's staff page in Chinese (merged into ../../zh_CN.ts): the source of its keys. The
// staff texts have the platform staff page's keys (the page is the same component with the shop's wording).
import type peopleTexts from '../people/zh_CN';

type StaffTexts = Record<keyof (typeof peopleTexts)['people']['staff'], string>;

const staff = {
  title: '员工与角色',
  staffTab: '员工',
  rolesTab: '角色',
  invite: '邀请员工',
  inviteTitle: '邀请店铺员工',
  inviteHint:
    '填写员工的手机号并选择角色。新手机号会收到一条验证码短信，员工在登录页的“忘记密码”中用它设置自己的密码，然后登录商家工作台。',
  mobile: '手机号',
  name: '姓名',
  role: '角色',
  status: '状态',
  actions: '操作',
  mainAccount: '店铺主账号（全部权限）',
  yourself: '您自己',
  inviteSubmit: '邀请',
  invitedSent: '已邀请 {{name}}，验证码短信已发送',
  invitedNoSms: '已邀请 {{name}}。短信未能发送，请让员工在登录页“忘记密码”中获取验证码',
  invitedExisting: '已邀请 {{name}}，可用原密码登录商家工作台',
  changeRole: '更换角色',
  changeRoleTitle: '更换“{{name}}”的角色',
  changeRoleHint: '收回的权限立即生效：该员工会退出登录，重新登录后看到新角色的页面。',
  changeRoleSubmit: '更换',
  roleChanged: '{{name}} 的角色已改为“{{role}}”',
  remove: '移除',
  removeTitle: '把 {{name}} 移出店铺员工？',
  removeText: '该员工不能再进入商家工作台，已打开的页面会退出登录。账号本身保留。',
  removed: '已移除 {{name}}',
  empty: '还没有员工',
  newRole: '新建角色',
  editRole: '编辑',
  deleteRole: '删除',
  deleteRoleTitle: '删除角色“{{name}}”？',
  deleteRoleText: '删除后不能恢复。',
  roleInUse: '还有员工使用这个角色，不能删除',
  roleDeleted: '已删除角色“{{name}}”',
  roleName: '角色名称',
  rolePermissions: '权限',
  holders: '{{count}} 位员工',
  roleFormNew: '新建角色',
  roleFormEdit: '编辑角色“{{name}}”',
  roleFormHint: '收回的权限立即生效：持有该角色的员工会退出登录。',
  roleSave: '保存',
  roleSaved: '角色“{{name}}”已保存',
  noRoles: '还没有角色',
} satisfies StaffTexts;

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
      shopEdit: '店铺设置（标志、横幅、公告、分类）',
      staffManage: '员工与角色',
    },
    staff,
  },
};

export type AreaMessages = typeof texts;
export default texts;
