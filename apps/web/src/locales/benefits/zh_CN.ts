// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
/** Texts of the personal centre's points centre and coupons. */
const messages = {
  points: {
    summary: '积分概览',
    balance: '可用积分',
    earned: '累计获得',
    spent: '累计使用',
    goMall: '去积分商城兑换',
    history: '积分明细',
    kind: {
      grant: '积分发放',
      redeem: '积分兑换',
      refund: '兑换退回',
    },
    order: '订单号 {{number}}',
    empty: '还没有积分记录',
    emptyHint: '积分可在积分商城兑换礼品，兑换记录会显示在这里。',
  },
  coupons: {
    tabsAria: '优惠券状态',
    tabs: {
      unused: '未使用',
      used: '已使用',
      expired: '已过期',
    },
    threshold: '满 {{amount}} 可用',
    noThreshold: '无门槛',
    platform: '平台通用券',
    platformHint: '全部店铺可用',
    shop: '店铺券',
    shopHint: '仅限 {{name}} 使用',
    validity: '{{from}} 至 {{until}}',
    notStarted: '{{date}} 起可用',
    endsSoon: '即将到期',
    usedOn: '{{date}} 已使用',
    use: '去使用',
    stamp: {
      used: '已使用',
      expired: '已过期',
    },
    empty: {
      unused: '暂无可用的优惠券',
      used: '暂无已使用的优惠券',
      expired: '暂无已过期的优惠券',
    },
  },
};
export type Messages = typeof messages;
export default messages;
