// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
// The consoles' Chinese texts of one area (merged into ../../zh_CN.ts): the source of its keys.
const texts = {
  shops: {
    list: {
      title: '店铺管理',
      status: '店铺状态',
      allStatuses: '全部状态',
      statuses: { open: '营业中', suspended: '已暂停' },
      keyword: '店铺名称或所属公司',
      search: '查询',
      shop: '店铺',
      company: '所属公司',
      area: '所在地区',
      onSale: '在售商品',
      created: '开店时间',
      actions: '操作',
      reason: '暂停原因：{{reason}}',
      moving: '正在处理 {{count}} 件商品…',
      visit: '查看店铺页',
      suspend: '暂停营业',
      restore: '恢复营业',
      empty: '没有符合条件的店铺',
      total: '共 {{count}} 家店铺',
    },
    suspend: {
      title: '暂停“{{shop}}”营业',
      hint: '暂停后，该店铺的 {{count}} 件在售商品将退出搜索、分类列表和结算，商家不能上架或下架商品；恢复营业时这些商品重新在售。',
      reason: '暂停原因（商家和访客都会看到）',
      ok: '暂停营业',
      done: '已暂停“{{shop}}”营业',
    },
    restore: {
      title: '恢复“{{shop}}”营业？',
      text: '暂停时在售的 {{count}} 件商品将重新上架，重新出现在搜索和分类列表中。',
      ok: '恢复营业',
      done: '已恢复“{{shop}}”营业',
    },
    changedElsewhere: '店铺状态已被其他人修改，列表已刷新',
    dashboard: {
      suspended: '店铺已被平台暂停营业',
      reason: '原因：{{reason}}。暂停期间商品不会出现在商城中，也不能上架或下架；如有疑问请联系平台。',
    },
    settings: {
      title: '店铺设置',
      name: '店铺名称',
      nameHint: '店铺名称由平台审核入驻时确定，如需修改请联系平台。',
      logo: '店铺标志',
      logoHint: '从图库选择或上传一张方形图片，保存后所有访客都能看到。',
      description: '店铺简介',
      descriptionHint: '其他语言可留空，留空时显示中文。',
      mainClass: '主营类目',
      mainClassNone: '不设置',
      save: '保存',
      saved: '店铺设置已保存',
      view: '查看店铺页',
      suspended: '店铺已被平台暂停营业：{{reason}}',
    },
  },
};
export type AreaMessages = typeof texts;
export default texts;
