// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { DeepStrings } from '../locale-utils';
import type { Messages } from './zh_CN';

const messages: DeepStrings<Messages> = {
  points: {
    summary: 'Обзор баллов',
    balance: 'Доступно баллов',
    earned: 'Всего начислено',
    spent: 'Всего потрачено',
    goMall: 'Обменять в магазине баллов',
    history: 'История баллов',
    kind: {
      grant: 'Начисление баллов',
      redeem: 'Обмен баллов',
      refund: 'Возврат за обмен',
    },
    order: 'Заказ {{number}}',
    empty: 'Операций с баллами пока нет',
    emptyHint: 'Баллы можно обменять на подарки в магазине баллов; обмены появятся здесь.',
  },
  coupons: {
    tabsAria: 'Статус купонов',
    tabs: {
      unused: 'Неиспользованные',
      used: 'Использованные',
      expired: 'Просроченные',
    },
    threshold: 'При заказе от {{amount}}',
    noThreshold: 'Без минимальной суммы',
    platform: 'Купон платформы',
    platformHint: 'Действует во всех магазинах',
    shop: 'Купон магазина',
    shopHint: 'Только в магазине {{name}}',
    validity: 'с {{from}} по {{until}}',
    notStarted: 'Действует с {{date}}',
    endsSoon: 'Скоро истекает',
    usedOn: 'Использован {{date}}',
    use: 'Использовать',
    stamp: {
      used: 'Использован',
      expired: 'Просрочен',
    },
    empty: {
      unused: 'Нет доступных купонов',
      used: 'Нет использованных купонов',
      expired: 'Нет просроченных купонов',
    },
  },
};
export default messages;
