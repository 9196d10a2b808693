// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { Pack } from '../../pack';
import type { AreaMessages } from './zh_CN';

const texts: Pack<AreaMessages> = {
  merchantStaff: {
    codes: {
      dashboard: 'Dashboard (orders to ship, after-sales, messages, sales)',
      productView: 'See products',
      productEdit: 'Edit products (drafts, SKUs, prices, stock)',
      productPublish: 'Put products on sale and take them down',
      productImport: 'Import and export products',
      orderView: 'See orders',
      orderShip: 'Ship orders',
      afterSale: 'After-sales (refunds, returns)',
      invoiceIssue: 'Issue invoices (and record reversals)',
      deliveryManage: 'Own drivers, vehicles and delivery events',
      shopEdit: 'Shop settings (logo, banner, notice, classes)',
      staffManage: 'Staff and roles',
    },
    staff: {
      inviteTitle: 'Invite a shop staff member',
      inviteHint:
        'Enter their mobile and choose a role. A new number receives a code by SMS, with which they set their own password under "Forgot password" on the sign-in page, then sign in to the merchant workbench.',
      mainAccount: 'Shop main account (every permission)',
      invitedExisting: '{{name}} invited; they sign in to the merchant workbench with their own password',
      removeTitle: 'Remove {{name}} from the shop staff?',
      removeText:
        'They can no longer enter the merchant workbench and their open pages are signed out. The account stays.',
    },
  },
};
export default texts;
