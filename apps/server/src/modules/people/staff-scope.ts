import {
  centreCodes,
  merchantPermissionCodes,
  platformAdminCustId,
  platformPermissionCodes,
  type ServerMessageKey,
} from '@mall/contracts';

/**
 * Whose staff one staff service works on: the users of one customer in one centre, with roles of that
 * customer in that centre built from the centre's codes. The platform's staff (the platform's customer in the
 * platform centre) and each merchant's (the merchant's customer in the seller centre) are the same rules
 * with another scope: a scope's repository never reads or changes a user or a role outside it.
 */
export interface StaffScope {
  /** The customer whose users are the staff and whose roles they hold. */
  custId: number;
  /** The centre (subsystem code) the staff enter. */
  centre: string;
  /** The code that manages the staff: no change may leave no active account holding it. */
  managerCode: string;
  /**
   * The main account (no role: every code) keeps its place: another member may not give it a role or remove
   * it. The platform's staff have no such rule (its main account is one manager among others).
   */
  mainAccountFixed: boolean;
  /** The refusals that name the staff ("the platform staff", "the shop staff"). */
  messages: Record<'lastAdmin' | 'notStaff' | 'alreadyStaff' | 'otherCustomer', ServerMessageKey>;
}

export const platformStaffScope: StaffScope = {
  custId: platformAdminCustId,
  centre: centreCodes.platform,
  managerCode: platformPermissionCodes.staffManage,
  mainAccountFixed: false,
  messages: {
    lastAdmin: 'people.lastAdmin',
    notStaff: 'people.notStaff',
    alreadyStaff: 'people.alreadyStaff',
    otherCustomer: 'people.otherCustomer',
  },
};

/** A merchant's staff: the users of the merchant's customer (the caller's) in the seller centre. */
export function merchantStaffScope(custId: number): StaffScope {
  return {
    custId,
    centre: centreCodes.merchant,
    managerCode: merchantPermissionCodes.staffManage,
    mainAccountFixed: true,
    messages: {
      lastAdmin: 'shopStaff.lastAdmin',
      notStaff: 'shopStaff.notStaff',
      alreadyStaff: 'shopStaff.alreadyStaff',
      otherCustomer: 'shopStaff.otherCustomer',
    },
  };
}
