// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { Pack } from '../../pack';
import type { AreaMessages } from './zh_CN';

const texts: Pack<AreaMessages> = {
  shops: {
    list: {
      title: 'Shops',
      status: 'Shop status',
      allStatuses: 'All statuses',
      statuses: { open: 'Open', suspended: 'Suspended' },
      keyword: 'Shop or company name',
      search: 'Search',
      shop: 'Shop',
      company: 'Company',
      area: 'Region',
      onSale: 'On sale',
      created: 'Opened',
      actions: 'Actions',
      reason: 'Reason: {{reason}}',
      moving: 'Moving {{count}} products…',
      visit: 'Open the shop page',
      suspend: 'Suspend',
      restore: 'Restore',
      empty: 'No shop matches',
      total: '{{count}} shops',
    },
    suspend: {
      title: 'Suspend “{{shop}}”',
      hint: 'While suspended, the shop’s {{count}} products on sale are out of search, the class listings and checkout, and its merchant cannot publish or take down products; restoring the shop puts these products back on sale.',
      reason: 'Reason (the merchant and visitors read it)',
      ok: 'Suspend',
      done: '“{{shop}}” is suspended',
    },
    restore: {
      title: 'Restore “{{shop}}”?',
      text: 'The {{count}} products that were on sale when it was suspended go back on sale, in search and the class listings.',
      ok: 'Restore',
      done: '“{{shop}}” is open again',
    },
    changedElsewhere: 'Someone else changed this shop’s status; the list has been refreshed',
    dashboard: {
      suspended: 'The platform has suspended your shop',
      reason:
        'Reason: {{reason}}. Meanwhile your products are not shown in the mall and cannot be published or taken down; contact the platform with any question.',
    },
    settings: {
      title: 'Shop settings',
      name: 'Shop name',
      nameHint: 'The platform named your shop when it approved it; contact the platform to change the name.',
      logo: 'Logo',
      logoHint: 'Choose a square picture from your gallery or upload one; everyone sees it once saved.',
      description: 'Introduction',
      descriptionHint: 'A language left empty shows the Chinese.',
      mainClass: 'Main class',
      mainClassNone: 'None',
      save: 'Save',
      saved: 'Shop settings saved',
      view: 'Open the shop page',
      suspended: 'The platform has suspended your shop: {{reason}}',
      texts: 'Introduction and notice',
      notice: 'Notice',
      noticeHint:
        "The introduction is shown under the shop's name; the notice beside its products on the shop home: shipping times, holidays.",
      banner: 'Banner',
      bannerHint:
        'A wide picture across the top of the shop home, about 1200 × 240 px; without one the shop home shows its details only.',
      classes: 'Shop classes',
      classesHint:
        'Group your products your own way on the shop home; put a product in a class when you edit it. Deleting a class keeps its products. Shown in this order; move them up and down.',
      noClasses: 'No shop classes yet: the shop home groups products by the mall’s classes',
      addClass: 'Add a class',
      className: 'Class {{n}} name ({{lang}})',
      classProducts: 'Products: {{count}}',
      classUp: 'Move class {{n}} up',
      classDown: 'Move class {{n}} down',
      classRemove: 'Delete class {{n}}',
    },
  },
};
export default texts;
