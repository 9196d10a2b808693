// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { DeepStrings } from '../locale-utils';
import type { Messages } from './zh_CN';

const messages: DeepStrings<Messages> = {
  home: {
    title: 'Centro de noticias',
    subtitle: 'Noticias de la plataforma, avisos y recursos de compra en un solo lugar',
    headlines: 'Titulares',
    bulletins: 'Avisos',
    categories: 'Secciones',
    more: 'Más',
    moreOf: 'Más {{name}}',
  },
  kinds: {
    news: {
      title: 'Noticias',
      subtitle: 'Noticias del sector, de los productores y novedades de la plataforma',
      search: 'Buscar en los títulos de noticias',
    },
    bulletin: {
      title: 'Avisos',
      subtitle: 'Cambios de reglas, horarios de servicio y alertas',
      search: 'Buscar en los títulos de avisos',
    },
    resource: {
      title: 'Recursos',
      subtitle: 'Guías de compra, instrucciones y reglas explicadas',
      search: 'Buscar en los títulos de recursos',
    },
    company: { title: 'Sobre la empresa', subtitle: 'Conozca Yuncai Mall' },
  },
  list: {
    found_one: '{{count}} artículo',
    found_many: '{{count}} de artículos',
    found_other: '{{count}} artículos',
    foundFor_one: '{{count}} artículo para «{{key}}»',
    foundFor_many: '{{count}} de artículos para «{{key}}»',
    foundFor_other: '{{count}} artículos para «{{key}}»',
    empty: 'Todavía no hay nada',
    emptySearch: 'Ningún título contiene «{{key}}»',
    views_one: '{{count}} visita',
    views_many: '{{count}} de visitas',
    views_other: '{{count}} visitas',
  },
  detail: {
    published: 'Publicado: {{date}}',
    views: 'Visitas: {{count}}',
    prev: 'Anterior: ',
    next: 'Siguiente: ',
    none: 'Ninguno',
    notFound: 'El artículo no existe o se ha eliminado',
    backTo: 'Volver a {{name}}',
    neighbours: 'Artículos vecinos',
  },
  help: {
    title: 'Centro de ayuda',
    menu: 'Temas de ayuda',
    choose: 'Elija un artículo de ayuda a la izquierda',
    notFound: 'El artículo de ayuda no existe o se ha eliminado',
    empty: 'Todavía no hay contenido de ayuda',
    backHome: 'Volver al inicio',
  },
  company: { nav: 'Páginas de la empresa' },
  todo: {
    title: 'Próximamente',
    text: 'Esta página está en construcción. Vuelva más tarde.',
    back: 'Volver',
    home: 'Inicio',
  },
};

export default messages;
