// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { DeepStrings } from '../locale-utils';
import type { Messages } from './zh_CN';

const messages: DeepStrings<Messages> = {
  points: {
    summary: 'Points overview',
    balance: 'Available points',
    earned: 'Total earned',
    spent: 'Total spent',
    goMall: 'Redeem in the points mall',
    history: 'Points history',
    kind: {
      grant: 'Points granted',
      redeem: 'Points redeemed',
      refund: 'Redemption refunded',
    },
    order: 'Order {{number}}',
    empty: 'No points activity yet',
    emptyHint: 'Points can be redeemed for gifts in the points mall; your redemptions will show up here.',
  },
  coupons: {
    tabsAria: 'Coupon status',
    tabs: {
      unused: 'Unused',
      used: 'Used',
      expired: 'Expired',
    },
    threshold: 'On orders over {{amount}}',
    noThreshold: 'No minimum spend',
    platform: 'Platform coupon',
    platformHint: 'Valid in every shop',
    shop: 'Shop coupon',
    shopHint: 'Only at {{name}}',
    validity: '{{from}} to {{until}}',
    notStarted: 'Valid from {{date}}',
    endsSoon: 'Ends soon',
    usedOn: 'Used on {{date}}',
    use: 'Use now',
    stamp: {
      used: 'Used',
      expired: 'Expired',
    },
    empty: {
      unused: 'No coupons to use',
      used: 'No used coupons',
      expired: 'No expired coupons',
    },
  },
};
export default messages;
