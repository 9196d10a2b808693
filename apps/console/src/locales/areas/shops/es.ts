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
      texts: 'Presentación y aviso',
      notice: 'Aviso',
      noticeHint:
        'La presentación se muestra bajo el nombre de la tienda; el aviso, junto a sus productos en la página de la tienda: plazos de envío, festivos.',
      banner: 'Banner',
      bannerHint:
        'Una imagen ancha en la parte superior de la página de la tienda, de unos 1200 × 240 px; sin ella solo se muestran los datos de la tienda.',
      classes: 'Categorías de la tienda',
      classesHint:
        'Agrupa tus productos a tu manera en la página de la tienda; pon un producto en una categoría al editarlo. Al eliminar una categoría sus productos se conservan. Se muestran en este orden; muévelas arriba y abajo.',
      noClasses:
        'Aún no hay categorías de la tienda: la página agrupa los productos por las categorías del centro comercial',
      addClass: 'Añadir una categoría',
      className: 'Nombre de la categoría {{n}} ({{lang}})',
      classProducts: 'Productos: {{count}}',
      classUp: 'Subir la categoría {{n}}',
      classDown: 'Bajar la categoría {{n}}',
      classRemove: 'Eliminar la categoría {{n}}',
    },
  },
};
export default texts;
