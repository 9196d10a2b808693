// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { DeepStrings } from '../locale-utils';
import type { Messages } from './zh_CN';

const messages: DeepStrings<Messages> = {
  home: {
    title: 'Новости',
    subtitle: 'Новости платформы, объявления и материалы для закупщиков',
    headlines: 'Главное',
    bulletins: 'Объявления',
    categories: 'Разделы',
    more: 'Ещё',
    moreOf: 'Ещё: {{name}}',
  },
  kinds: {
    news: {
      title: 'Новости',
      subtitle: 'Новости отрасли, производителей и платформы',
      search: 'Поиск по заголовкам новостей',
    },
    bulletin: {
      title: 'Объявления',
      subtitle: 'Изменения правил, график работы и предупреждения',
      search: 'Поиск по заголовкам объявлений',
    },
    resource: {
      title: 'Материалы',
      subtitle: 'Руководства по закупкам, инструкции и правила',
      search: 'Поиск по заголовкам материалов',
    },
    company: { title: 'О компании', subtitle: 'Знакомьтесь: Yuncai Mall' },
  },
  list: {
    found_one: 'Статей: {{count}}',
    found_few: 'Статей: {{count}}',
    found_many: 'Статей: {{count}}',
    found_other: 'Статей: {{count}}',
    foundFor_one: 'По запросу «{{key}}»: {{count}}',
    foundFor_few: 'По запросу «{{key}}»: {{count}}',
    foundFor_many: 'По запросу «{{key}}»: {{count}}',
    foundFor_other: 'По запросу «{{key}}»: {{count}}',
    empty: 'Пока ничего нет',
    emptySearch: 'Нет заголовков со словом «{{key}}»',
    views_one: 'Просмотров: {{count}}',
    views_few: 'Просмотров: {{count}}',
    views_many: 'Просмотров: {{count}}',
    views_other: 'Просмотров: {{count}}',
  },
  detail: {
    published: 'Опубликовано: {{date}}',
    views: 'Просмотров: {{count}}',
    prev: 'Предыдущая: ',
    next: 'Следующая: ',
    none: 'нет',
    notFound: 'Статья не найдена или удалена',
    backTo: 'Назад: {{name}}',
    neighbours: 'Соседние статьи',
  },
  help: {
    title: 'Центр помощи',
    menu: 'Разделы помощи',
    choose: 'Выберите статью слева',
    notFound: 'Статья помощи не найдена или удалена',
    empty: 'Справочных материалов пока нет',
    backHome: 'На главную',
  },
  company: { nav: 'Страницы о компании' },
  todo: {
    title: 'Скоро появится',
    text: 'Эта страница ещё в разработке. Загляните позже.',
    back: 'Назад',
    home: 'На главную',
  },
};

export default messages;
