// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { Pack } from '../../pack';
import type { AreaMessages } from './zh_CN';

const texts: Pack<AreaMessages> = {
  configItems: {
    tabs: {
      params: 'Parámetros',
      switches: 'Interruptores',
      menuTabs: 'Menú de la tienda',
      discounts: 'Descuentos',
      sites: 'Sitios',
    },
    saved: 'Guardado; la tienda ya lo muestra',
    removed: 'Eliminado; la tienda ya lo muestra',
    save: 'Guardar',
    cancel: 'Cancelar',
    edit: 'Editar',
    remove: 'Eliminar',
    removeConfirm: 'No se puede deshacer. ¿Continuar?',
    on: 'Activado',
    off: 'Desactivado',
    switches: {
      intro: 'Interruptores que la tienda lee al pagar; un cambio se aplica al momento.',
      empty: 'No hay interruptores en la base de datos',
      names: {
        'system_configuration@OPEN_TAX_CODE': 'Códigos de clasificación fiscal',
        'system_configuration@OPEN_TAX_RATE': 'Tipos impositivos',
        'order_set@SHIPPING_COST_ENABLED': 'Envío de pedidos normales',
        'order_supply@SHIPPING_COST_ENABLED': 'Envío de pedidos de ofertas',
        'order_set@DISCOUNT_METHOD': 'Descuentos de pedidos normales',
        'order_supply@DISCOUNT_METHOD': 'Descuentos de pedidos de ofertas',
      },
      descriptions: {
        'system_configuration@OPEN_TAX_CODE':
          'La factura lleva el código de clasificación fiscal de cada línea. Mientras este o «Tipos impositivos» esté activado, el comprador puede pedir factura al pagar.',
        'system_configuration@OPEN_TAX_RATE':
          'La factura lleva el tipo impositivo de cada línea. Mientras este o «Códigos de clasificación fiscal» esté activado, el comprador puede pedir factura al pagar.',
        'order_set@SHIPPING_COST_ENABLED':
          'Los pedidos normales pagan el envío según la regla de la tienda (la recogida en tienda no paga).',
        'order_supply@SHIPPING_COST_ENABLED':
          'Los pedidos de ofertas pagan el envío; desactivado, los precios ya incluyen el transporte.',
        'order_set@DISCOUNT_METHOD': 'Los pedidos normales ofrecen los métodos de descuento activados abajo.',
        'order_supply@DISCOUNT_METHOD':
          'Los pedidos de ofertas ofrecen los métodos de descuento activados abajo.',
      },
    },
    menuTabs: {
      intro:
        'El menú de la tienda después de «Inicio», en este orden. Una página de la tienda se abre en la misma ventana; una dirección externa, en una nueva. Una traducción vacía muestra el chino.',
      add: 'Añadir pestaña',
      empty: 'Aún no hay pestañas: la tienda solo muestra «Inicio»',
      name: 'Nombre de la pestaña',
      kind: 'Abre',
      kinds: { page: 'Una página de la tienda', external: 'Una dirección externa', none: 'Sin enlace' },
      path: 'Ruta de la página',
      pathHelp: 'Una dirección de la tienda que empieza por /, como /mall/product o /news',
      outLink: 'Dirección',
      outLinkHelp: 'Empieza por http:// o https://; se abre en una ventana nueva',
      lightKey: 'Clave de resaltado (lightKey)',
      lightKeyHelp:
        'Se añade al enlace (?lightKey=…): cada página abierta desde esta pestaña la mantiene resaltada; vacía, solo se resalta en su propia página.',
      lightPath: 'Página de resaltado',
      lightPathHelp:
        'Sin lightKey en la dirección, esta página también resalta la pestaña; vacía, lo hace la ruta de la página.',
      enabled: 'Se muestra en la tienda',
      hidden: 'Oculta',
      moveUp: 'Subir «{{name}}»',
      moveDown: 'Bajar «{{name}}»',
      addTitle: 'Añadir pestaña',
      editTitle: 'Editar la pestaña «{{name}}»',
    },
    discounts: {
      intro:
        'Los métodos de descuento que el comprador elige al pagar. Mientras el interruptor de un módulo esté desactivado, sus pedidos no ofrecen ninguno.',
      modules: { order_set: 'Pedidos normales', order_supply: 'Pedidos de ofertas' },
      offer: 'Ofrecer descuentos al pagar',
      empty: 'Este módulo aún no tiene métodos de descuento',
      name: 'Nombre',
      enabled: 'Activado',
      reduce: '¥{{minus}} de descuento desde ¥{{over}}',
      percent: 'Precio al {{percent}} % ({{off}} % de descuento)',
      unknown: 'Su regla no se entiende: no se ofrece al pagar',
      editTitle: 'Editar el método de descuento «{{name}}»',
    },
    sites: {
      intro:
        'Los sitios del selector «Sitio y región» de la parte superior de la tienda y de la página de elección de sitio, en su orden; debe quedar al menos uno.',
      add: 'Añadir sitio',
      empty: 'Aún no hay sitios',
      name: 'Nombre del sitio',
      nameHelp: 'Escrito en el idioma del sitio, como «中国站» o «España»',
      language: 'Idioma',
      landing: 'Página a la que llega el visitante',
      landings: {
        '1': 'Inicio de la tienda',
        '2': 'Página del canal (/channelPath)',
        '3': 'Página de escenarios (/scene)',
      },
      sort: 'Orden',
      addTitle: 'Añadir sitio',
      editTitle: 'Editar el sitio «{{name}}»',
    },
  },
};
export default texts;
