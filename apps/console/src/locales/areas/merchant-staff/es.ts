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
      shopEdit: 'Ajustes de la tienda (logotipo, banner, aviso, categorías)',
      staffManage: 'Personal y roles',
    },
    staff: {
      title: 'Personal y roles',
      staffTab: 'Personal',
      rolesTab: 'Roles',
      invite: 'Invitar personal',
      inviteTitle: 'Invitar a un miembro del personal de la tienda',
      inviteHint:
        'Indique su móvil y elija un rol. Un número nuevo recibe un código por SMS con el que elige su propia contraseña en «¿Olvidó su contraseña?» de la página de inicio de sesión, y luego entra en el panel del comerciante.',
      mobile: 'Móvil',
      name: 'Nombre',
      role: 'Rol',
      status: 'Estado',
      actions: 'Acciones',
      mainAccount: 'Cuenta principal de la tienda (todos los permisos)',
      yourself: 'Usted',
      inviteSubmit: 'Invitar',
      invitedSent: '{{name}} invitado; el código se envió por SMS',
      invitedNoSms:
        '{{name}} invitado. No se pudo enviar el SMS: pídale que obtenga un código en «¿Olvidó su contraseña?»',
      invitedExisting: '{{name}} invitado; entra en el panel del comerciante con su propia contraseña',
      changeRole: 'Cambiar rol',
      changeRoleTitle: 'Cambiar el rol de {{name}}',
      changeRoleHint:
        'Los permisos retirados se aplican al instante: el miembro sale de la sesión y verá las páginas del nuevo rol al volver a entrar.',
      changeRoleSubmit: 'Cambiar',
      roleChanged: '{{name}} tiene ahora el rol «{{role}}»',
      remove: 'Quitar',
      removeTitle: '¿Quitar a {{name}} del personal de la tienda?',
      removeText:
        'Ya no podrá entrar en el panel del comerciante y sus páginas abiertas se cerrarán. La cuenta se conserva.',
      removed: '{{name}} quitado del personal',
      empty: 'Aún no hay personal',
      newRole: 'Nuevo rol',
      editRole: 'Editar',
      deleteRole: 'Eliminar',
      deleteRoleTitle: '¿Eliminar el rol «{{name}}»?',
      deleteRoleText: 'No se puede deshacer.',
      roleInUse: 'Hay personal con este rol: no se puede eliminar',
      roleDeleted: 'Rol «{{name}}» eliminado',
      roleName: 'Nombre del rol',
      rolePermissions: 'Permisos',
      holders: '{{count}} del personal',
      roleFormNew: 'Nuevo rol',
      roleFormEdit: 'Editar el rol «{{name}}»',
      roleFormHint:
        'Los permisos retirados se aplican al instante: el personal con este rol sale de la sesión.',
      roleSave: 'Guardar',
      roleSaved: 'Rol «{{name}}» guardado',
      noRoles: 'Aún no hay roles',
    },
  },
};
export default texts;
