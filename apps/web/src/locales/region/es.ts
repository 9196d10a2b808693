// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { DeepStrings } from '../locale-utils';
import type { Messages } from './zh_CN';

const messages: DeepStrings<Messages> = {
  picker: {
    choose: 'Elige',
    confirm: 'Aceptar',
    empty: 'No hay zonas dentro de esta',
    levels: {
      province: 'Provincia',
      city: 'Ciudad',
      district: 'Distrito',
      town: 'Municipio o calle',
    },
  },
  dialog: {
    title: 'Elige tu región',
    current: 'Región actual: {{name}}',
    saved: 'Región cambiada a {{name}}',
  },
  language: {
    title: 'Sitio y región',
    subtitle:
      'Elige el sitio que visitas y la región en la que estás: el idioma, los productos y la zona de entrega se adaptan a tu elección.',
    sites: {
      title: 'Elige un sitio',
      empty: 'No hay sitios disponibles',
      landing: 'Ir a {{page}}',
      current: 'Sitio actual',
      switching: 'Cambiando…',
    },
    region: {
      title: 'Elige una región',
      current: 'Región actual: {{name}}',
      locating: 'Localizando…',
      none: 'Aún no has elegido región',
      locate: 'Usar mi ubicación',
      located: 'Ubicación: {{name}}',
      locateFailed: 'No se pudo obtener tu ubicación. Elige una región.',
      cityIndex: 'Ciudades por provincia',
    },
  },
  channel: {
    eyebrow: 'Canales',
    title: 'Bienvenido a {{site}}',
    subtitle:
      'Compras para empresas, venta al por menor, suministro directo y productos del campo en un solo lugar. Elige un canal para empezar.',
    hotWords: 'Búsquedas populares',
    entrances: {
      title: 'Canales',
      home: 'Inicio del centro comercial: selección, tiendas recomendadas y noticias',
      productList: 'Todos los productos en venta, por categoría, marca y precio',
      supplyCenter: 'Suministro al por mayor de fabricantes y productores',
      demandCenter: 'Publica y consulta demandas de compra, cotiza en línea',
      farmCenter: 'Productos frescos enviados por cooperativas y granjas',
      pointsMall: 'Canjea tus puntos por regalos',
      platformCenter: 'Cien empresas líderes de la cadena de suministro',
      market: 'Ofertas por tiempo limitado y eventos de la plataforma',
      shopList: 'Busca vendedores por tienda, con valoraciones y productos',
      town: 'Industrias y productos locales para la revitalización rural',
      news: 'Avisos, noticias del sector y guías de compra',
      enter: 'Abre una tienda y vende tus productos',
    },
    counts: {
      products: 'Productos: {{count}}',
      demands: 'Demandas de compra: {{count}}',
    },
    classes: {
      title: 'Comprar por categoría',
      all: 'Todos los productos',
    },
  },
  scene: {
    eyebrow: 'Escenarios de compra',
    title: 'Elige cómo comprar',
    subtitle:
      'De las compras para empresas a las del hogar, del campo a nuestros sitios en el extranjero: cada escenario tiene sus productos y servicios.',
    latest: 'Lo más reciente',
    sites: 'Sitios en otros idiomas',
    cards: {
      procurement: {
        tag: 'B2B',
        title: 'Compras para empresas',
        text: 'Publica una demanda de compra y recibe ofertas de varios proveedores; pedido rápido, transferencia y factura con IVA.',
      },
      retail: {
        tag: 'B2C',
        title: 'Venta de calidad',
        text: 'Electrodomésticos, electrónica, alimentación y hogar, originales y con entrega a domicilio.',
      },
      farm: {
        tag: 'Campo',
        title: 'Del campo · revitalización rural',
        text: 'Desde cooperativas y granjas con cadena de frío, mejorando los ingresos de los agricultores.',
      },
      supply: {
        tag: 'Origen',
        title: 'Suministro directo',
        text: 'Lotes al por mayor de fabricantes y productores, mejores precios por volumen, para distribuidores y empresas.',
      },
      international: {
        tag: 'Global',
        title: 'Sitios internacionales',
        text: 'Sitios en inglés, ruso y español y el centro de marcas, para compradores del extranjero.',
      },
      points: {
        tag: 'Socios',
        title: 'Puntos y eventos',
        text: 'Acumula puntos con cada pedido y canjéalos por regalos; participa en los eventos de la plataforma.',
      },
    },
  },
};
export default messages;
