// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { DeepStrings } from '../locale-utils';
import type { Messages } from './zh_CN';

const messages: DeepStrings<Messages> = {
  picker: {
    choose: 'Select',
    confirm: 'Confirm',
    empty: 'No areas below this one',
    levels: {
      province: 'Province',
      city: 'City',
      district: 'District',
      town: 'Town or street',
    },
  },
  dialog: {
    title: 'Choose your region',
    current: 'Current region: {{name}}',
    saved: 'Region changed to {{name}}',
  },
  language: {
    title: 'Site and region',
    subtitle:
      'Choose the site you visit and the region you are in: the interface language, products and delivery area follow your choice.',
    sites: {
      title: 'Choose a site',
      empty: 'No sites to choose from',
      landing: 'Go to {{page}}',
      current: 'Current site',
      switching: 'Switching…',
    },
    region: {
      title: 'Choose a region',
      current: 'Current region: {{name}}',
      locating: 'Locating…',
      none: 'No region chosen yet',
      locate: 'Use my location',
      located: 'Located in {{name}}',
      locateFailed: 'Your location is not available. Please choose a region.',
      cityIndex: 'Cities by province',
    },
  },
  channel: {
    eyebrow: 'Channels',
    title: 'Welcome to {{site}}',
    subtitle:
      'Business procurement, quality retail, direct supply and farm produce, all in one place. Pick a channel below to start.',
    hotWords: 'Popular searches',
    entrances: {
      title: 'Channels',
      home: 'The mall home: picks, recommended shops and news',
      productList: 'All products on sale, by class, brand and price',
      supplyCenter: 'Bulk supply straight from makers and growers',
      demandCenter: 'Post and browse purchase demands, quote online',
      farmCenter: 'Fresh produce shipped by co-ops and farms',
      pointsMall: 'Exchange member points for gifts',
      platformCenter: 'A hundred leading supply-chain companies',
      market: 'Limited-time deals and platform events',
      shopList: 'Find merchants by shop, with ratings and products',
      town: 'Local industries and goods for rural revitalisation',
      news: 'Notices, industry news and buying guides',
      enter: 'Open a shop and sell your products',
    },
    counts: {
      products: 'Products: {{count}}',
      demands: 'Purchase demands: {{count}}',
    },
    classes: {
      title: 'Shop by class',
      all: 'All products',
    },
  },
  scene: {
    eyebrow: 'Buying scenes',
    title: 'Choose how you buy',
    subtitle:
      'From business procurement to home shopping, from the farm to our sites abroad: each scene has its own products and services.',
    latest: 'Latest',
    sites: 'Sites in other languages',
    cards: {
      procurement: {
        tag: 'B2B',
        title: 'Business procurement',
        text: 'Post a purchase demand and get quotes from several suppliers; quick order, bank transfer and VAT invoices.',
      },
      retail: {
        tag: 'B2C',
        title: 'Quality retail',
        text: 'Appliances, electronics, groceries and household goods, genuine and delivered to your door.',
      },
      farm: {
        tag: 'Produce',
        title: 'Farm direct · rural revitalisation',
        text: 'Shipped from co-ops and farms with cold-chain delivery, raising farmers’ incomes.',
      },
      supply: {
        tag: 'Sourcing',
        title: 'Direct supply',
        text: 'Bulk goods from makers and growers, better prices for larger orders, for resellers and business stock.',
      },
      international: {
        tag: 'Global',
        title: 'International sites',
        text: 'English, Russian and Spanish sites and the brand centre, for buyers abroad.',
      },
      points: {
        tag: 'Members',
        title: 'Points and events',
        text: 'Earn points with every order and exchange them for gifts; join limited-time platform events for more savings.',
      },
    },
  },
};
export default messages;
