// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { Pack } from '../../pack';
import type { AreaMessages } from './zh_CN';

const texts: Pack<AreaMessages> = {
  shops: {
    list: {
      title: 'Tiendas',
      status: 'Estado de la tienda',
      allStatuses: 'Todos los estados',
      statuses: { open: 'Abierta', suspended: 'Suspendida' },
      keyword: 'Nombre de la tienda o de la empresa',
      search: 'Buscar',
      shop: 'Tienda',
      company: 'Empresa',
      area: 'Región',
      onSale: 'A la venta',
      created: 'Abierta el',
      actions: 'Acciones',
      reason: 'Motivo: {{reason}}',
      moving: 'Procesando {{count}} productos…',
      visit: 'Ver la página de la tienda',
      suspend: 'Suspender',
      restore: 'Restablecer',
      empty: 'Ninguna tienda coincide',
      total: '{{count}} tiendas',
    },
    suspend: {
      title: 'Suspender «{{shop}}»',
      hint: 'Mientras esté suspendida, sus {{count}} productos a la venta salen de la búsqueda, de los listados por categoría y del pago, y el comerciante no puede publicar ni retirar productos; al restablecerla, esos productos vuelven a la venta.',
      reason: 'Motivo (lo leen el comerciante y los visitantes)',
      ok: 'Suspender',
      done: '«{{shop}}» está suspendida',
    },
    restore: {
      title: '¿Restablecer «{{shop}}»?',
      text: 'Los {{count}} productos que estaban a la venta al suspenderla vuelven a la venta, a la búsqueda y a los listados por categoría.',
      ok: 'Restablecer',
      done: '«{{shop}}» vuelve a estar abierta',
    },
    changedElsewhere: 'Otra persona ha cambiado el estado de esta tienda; la lista se ha actualizado',
    dashboard: {
      suspended: 'La plataforma ha suspendido tu tienda',
      reason:
        'Motivo: {{reason}}. Mientras tanto tus productos no se muestran en el centro comercial y no se pueden publicar ni retirar; consulta tus dudas con la plataforma.',
    },
    settings: {
      title: 'Ajustes de la tienda',
      name: 'Nombre de la tienda',
      nameHint:
        'La plataforma dio el nombre a tu tienda al aprobarla; para cambiarlo, contacta con la plataforma.',
      logo: 'Logotipo',
      logoHint: 'Elige una imagen cuadrada de tu galería o súbela; todos la ven una vez guardada.',
      description: 'Presentación',
      descriptionHint: 'Un idioma vacío muestra el texto en chino.',
      mainClass: 'Categoría principal',
      mainClassNone: 'Ninguna',
      save: 'Guardar',
      saved: 'Ajustes de la tienda guardados',
      view: 'Ver la página de la tienda',
      suspended: 'La plataforma ha suspendido tu tienda: {{reason}}',
    },
  },
};
export default texts;
