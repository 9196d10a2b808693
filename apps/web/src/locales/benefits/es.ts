// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { DeepStrings } from '../locale-utils';
import type { Messages } from './zh_CN';

const messages: DeepStrings<Messages> = {
  points: {
    summary: 'Resumen de puntos',
    balance: 'Puntos disponibles',
    earned: 'Total obtenido',
    spent: 'Total gastado',
    goMall: 'Canjear en la tienda de puntos',
    history: 'Historial de puntos',
    kind: {
      grant: 'Puntos otorgados',
      redeem: 'Puntos canjeados',
      refund: 'Canje reembolsado',
    },
    order: 'Pedido {{number}}',
    empty: 'Aún no hay movimientos de puntos',
    emptyHint: 'Los puntos se canjean por regalos en la tienda de puntos; tus canjes aparecerán aquí.',
  },
  coupons: {
    tabsAria: 'Estado de los cupones',
    tabs: {
      unused: 'Sin usar',
      used: 'Usados',
      expired: 'Caducados',
    },
    threshold: 'En pedidos desde {{amount}}',
    noThreshold: 'Sin compra mínima',
    platform: 'Cupón de la plataforma',
    platformHint: 'Válido en todas las tiendas',
    shop: 'Cupón de tienda',
    shopHint: 'Solo en {{name}}',
    validity: 'Del {{from}} al {{until}}',
    notStarted: 'Válido desde el {{date}}',
    endsSoon: 'Caduca pronto',
    usedOn: 'Usado el {{date}}',
    use: 'Usar ahora',
    stamp: {
      used: 'Usado',
      expired: 'Caducado',
    },
    empty: {
      unused: 'No tienes cupones para usar',
      used: 'No tienes cupones usados',
      expired: 'No tienes cupones caducados',
    },
  },
};
export default messages;
