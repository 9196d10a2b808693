// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { DeepStrings } from '../locale-utils';
import type { Messages } from './zh_CN';

const messages: DeepStrings<Messages> = {
  home: {
    title: 'News centre',
    subtitle: 'Platform news, announcements and buying resources in one place',
    headlines: 'Headlines',
    bulletins: 'Announcements',
    categories: 'Sections',
    more: 'More',
    moreOf: 'More {{name}}',
  },
  kinds: {
    news: {
      title: 'News',
      subtitle: 'Industry news, producer updates and new platform features',
      search: 'Search news titles',
    },
    bulletin: {
      title: 'Announcements',
      subtitle: 'Rule changes, service schedules and risk warnings',
      search: 'Search announcement titles',
    },
    resource: {
      title: 'Resources',
      subtitle: 'Buying guides, how-tos and rules explained',
      search: 'Search resource titles',
    },
    company: { title: 'About the company', subtitle: 'Get to know Yuncai Mall' },
  },
  list: {
    found_one: '{{count}} article',
    found_other: '{{count}} articles',
    foundFor_one: '{{count}} article for “{{key}}”',
    foundFor_other: '{{count}} articles for “{{key}}”',
    empty: 'Nothing here yet',
    emptySearch: 'No titles contain “{{key}}”',
    views_one: '{{count}} view',
    views_other: '{{count}} views',
  },
  detail: {
    published: 'Published: {{date}}',
    views: 'Views: {{count}}',
    prev: 'Previous: ',
    next: 'Next: ',
    none: 'None',
    notFound: 'The article does not exist or was removed',
    backTo: 'Back to {{name}}',
    neighbours: 'Neighbouring articles',
  },
  help: {
    title: 'Help centre',
    menu: 'Help topics',
    choose: 'Choose a help article on the left',
    notFound: 'The help article does not exist or was removed',
    empty: 'No help content yet',
    backHome: 'Back to the home page',
  },
  company: { nav: 'Company pages' },
  todo: {
    title: 'Coming soon',
    text: 'This page is being built. Please check back later.',
    back: 'Go back',
    home: 'Home page',
  },
};

export default messages;
