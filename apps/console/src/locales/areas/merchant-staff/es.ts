// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { Pack } from '../../pack';
import type { AreaMessages } from './zh_CN';

const texts: Pack<AreaMessages> = {
  merchantStaff: {
    codes: {
      dashboard: 'Panel (pedidos por enviar, posventa, mensajes, ventas)',
      productView: 'Ver productos',
      productEdit: 'Editar productos (borradores, variantes, precios, existencias)',
      productPublish: 'Poner productos a la venta y retirarlos',
      productImport: 'Importar y exportar productos',
      orderView: 'Ver pedidos',
      orderShip: 'Enviar pedidos',
      afterSale: 'Posventa (reembolsos, devoluciones)',
      invoiceIssue: 'Emitir facturas (y registrar su anulación)',
      deliveryManage: 'Conductores y vehículos propios, eventos de entrega',
      shopEdit: 'Ajustes de la tienda (logotipo, banner, aviso, categorías)',
      staffManage: 'Personal y roles',
    },
    staff: {
      inviteTitle: 'Invitar a un miembro del personal de la tienda',
      inviteHint:
        'Indique su móvil y elija un rol. Un número nuevo recibe un código por SMS con el que elige su propia contraseña en «¿Olvidó su contraseña?» de la página de inicio de sesión, y luego entra en el panel del comerciante.',
      mainAccount: 'Cuenta principal de la tienda (todos los permisos)',
      invitedExisting: '{{name}} invitado; entra en el panel del comerciante con su propia contraseña',
      removeTitle: '¿Quitar a {{name}} del personal de la tienda?',
      removeText:
        'Ya no podrá entrar en el panel del comerciante y sus páginas abiertas se cerrarán. La cuenta se conserva.',
    },
  },
};
export default texts;
