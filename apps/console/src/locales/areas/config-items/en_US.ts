// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { Pack } from '../../pack';
import type { AreaMessages } from './zh_CN';

const texts: Pack<AreaMessages> = {
  configItems: {
    tabs: {
      params: 'Parameters',
      switches: 'Switches',
      menuTabs: 'Mall menu',
      discounts: 'Discounts',
      sites: 'Sites',
    },
    saved: 'Saved; the mall shows it now',
    removed: 'Deleted; the mall shows it now',
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit',
    remove: 'Delete',
    removeConfirm: 'This cannot be undone. Continue?',
    on: 'On',
    off: 'Off',
    switches: {
      intro: 'Switches the mall reads at checkout; a change applies at once.',
      empty: 'There is no switch in the database',
      names: {
        'system_configuration@OPEN_TAX_CODE': 'Tax classification codes',
        'system_configuration@OPEN_TAX_RATE': 'Tax rates',
        'order_set@SHIPPING_COST_ENABLED': 'Shipping on normal orders',
        'order_supply@SHIPPING_COST_ENABLED': 'Shipping on supply-hall orders',
        'order_set@DISCOUNT_METHOD': 'Discounts on normal orders',
        'order_supply@DISCOUNT_METHOD': 'Discounts on supply-hall orders',
      },
      descriptions: {
        'system_configuration@OPEN_TAX_CODE':
          "The invoice carries each line's tax classification code. While this or “Tax rates” is on, buyers can ask for an invoice at checkout.",
        'system_configuration@OPEN_TAX_RATE':
          "The invoice carries each line's tax rate. While this or “Tax classification codes” is on, buyers can ask for an invoice at checkout.",
        'order_set@SHIPPING_COST_ENABLED':
          "Normal orders pay shipping by the shop's shipping rule (pickup at the shop pays none).",
        'order_supply@SHIPPING_COST_ENABLED':
          'Supply-hall orders pay shipping; off means the quotes include carriage.',
        'order_set@DISCOUNT_METHOD': 'Normal orders offer the discount methods enabled below.',
        'order_supply@DISCOUNT_METHOD': 'Supply-hall orders offer the discount methods enabled below.',
      },
    },
    menuTabs: {
      intro:
        'The menu of the mall after “Home”, in this order. A mall page opens in the same window, an outside address in a new one. An empty translation shows the Chinese.',
      add: 'Add a tab',
      empty: 'No tab yet: the mall shows “Home” only',
      name: 'Tab name',
      kind: 'Opens',
      kinds: { page: 'A mall page', external: 'An outside address', none: 'No link' },
      path: 'Page path',
      pathHelp: 'An address of the mall starting with /, such as /mall/product or /news',
      outLink: 'Address',
      outLinkHelp: 'Starting with http:// or https://; opens in a new window',
      lightKey: 'Highlight key (lightKey)',
      lightKeyHelp:
        'Added to the link (?lightKey=…): every page reached from this tab keeps it highlighted; empty, it is highlighted on its own page only.',
      lightPath: 'Highlight page',
      lightPathHelp:
        'Without a lightKey in the address, this page highlights the tab too; empty, the page path does.',
      enabled: 'Shown in the mall',
      hidden: 'Hidden',
      moveUp: 'Move “{{name}}” up',
      moveDown: 'Move “{{name}}” down',
      addTitle: 'Add a tab',
      editTitle: 'Edit the tab “{{name}}”',
    },
    discounts: {
      intro:
        "The discount methods a buyer can pick at checkout. While a module's switch is off, its orders offer none.",
      modules: { order_set: 'Normal orders', order_supply: 'Supply-hall orders' },
      offer: 'Offer discount methods at checkout',
      empty: 'This module has no discount method yet',
      name: 'Name',
      enabled: 'Enabled',
      reduce: '¥{{minus}} off from ¥{{over}}',
      percent: 'Priced at {{percent}}% ({{off}}% off)',
      unknown: 'Its rule is not understood: checkout does not offer it',
      editTitle: 'Edit the discount method “{{name}}”',
    },
    sites: {
      intro:
        'The sites of the “Site and region” switch at the top of the mall and of the site choice page, in their order; at least one stays.',
      add: 'Add a site',
      empty: 'No site yet',
      name: 'Site name',
      nameHelp: 'Written in the site’s language, such as “中国站” or “España”',
      language: 'Language',
      landing: 'Page a visitor lands on',
      landings: { '1': 'Mall home', '2': 'Channel page (/channelPath)', '3': 'Multi-scene page (/scene)' },
      sort: 'Order',
      addTitle: 'Add a site',
      editTitle: 'Edit the site “{{name}}”',
    },
  },
};
export default texts;
