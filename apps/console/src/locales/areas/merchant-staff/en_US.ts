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
      shopEdit: 'Shop settings (logo, banner, notice, classes)',
      staffManage: 'Staff and roles',
    },
    staff: {
      title: 'Staff and roles',
      staffTab: 'Staff',
      rolesTab: 'Roles',
      invite: 'Invite staff',
      inviteTitle: 'Invite a shop staff member',
      inviteHint:
        'Enter their mobile and choose a role. A new number receives a code by SMS, with which they set their own password under "Forgot password" on the sign-in page, then sign in to the merchant workbench.',
      mobile: 'Mobile',
      name: 'Name',
      role: 'Role',
      status: 'Status',
      actions: 'Actions',
      mainAccount: 'Shop main account (every permission)',
      yourself: 'You',
      inviteSubmit: 'Invite',
      invitedSent: '{{name}} invited; the code was sent by SMS',
      invitedNoSms:
        '{{name}} invited. The SMS could not be sent: ask them to get a code under "Forgot password" on the sign-in page',
      invitedExisting: '{{name}} invited; they sign in to the merchant workbench with their own password',
      changeRole: 'Change role',
      changeRoleTitle: 'Change the role of {{name}}',
      changeRoleHint:
        'Withdrawn permissions take effect at once: the member is signed out and sees the new role’s pages after signing in again.',
      changeRoleSubmit: 'Change',
      roleChanged: '{{name}} now holds “{{role}}”',
      remove: 'Remove',
      removeTitle: 'Remove {{name}} from the shop staff?',
      removeText:
        'They can no longer enter the merchant workbench and their open pages are signed out. The account stays.',
      removed: '{{name}} removed',
      empty: 'No staff yet',
      newRole: 'New role',
      editRole: 'Edit',
      deleteRole: 'Delete',
      deleteRoleTitle: 'Delete the role “{{name}}”?',
      deleteRoleText: 'This cannot be undone.',
      roleInUse: 'Staff members hold this role: it cannot be deleted',
      roleDeleted: 'Role “{{name}}” deleted',
      roleName: 'Role name',
      rolePermissions: 'Permissions',
      holders: '{{count}} staff',
      roleFormNew: 'New role',
      roleFormEdit: 'Edit the role “{{name}}”',
      roleFormHint: 'Withdrawn permissions take effect at once: the staff holding this role are signed out.',
      roleSave: 'Save',
      roleSaved: 'Role “{{name}}” saved',
      noRoles: 'No roles yet',
    },
  },
};
export default texts;
