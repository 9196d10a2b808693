import { buyerCentreCode, platformAdminCustId } from '@mall/contracts';
import { hash } from '@node-rs/argon2';
import { passwordHashOptions } from '../../lib/password';
// The demo password (and the demo accounts' numbers) are the account module's: it warns about them.
import { demoPassword } from '../../modules/account';
import {
  buyerCompanies,
  companyBuyerCustId,
  demoPlatformRoles,
  demoRoles,
  hangzhouBuyer,
  listedBuyers,
  platformCentreCode,
  sellerCentreCode,
} from '../data/accounts';
import { shopDefs } from '../data/catalog';

// The hash settings live with the sign-on code (lib/password.ts); re-exported for existing imports.
export { passwordHashOptions };

export interface CustomerRow {
  id: number;
  custName: string;
  userClass: number;
  custCategory: number;
  cellphone: string;
  email: string;
  logoUrl: string;
  createdAt: Date;
}

export interface CustomerPlan {
  rows: CustomerRow[];
  /** Customer id of shop i (0-based) is shopCustIds[i]. */
  shopCustIds: number[];
  /** Customers (with their area) who post purchase demands. */
  buyers: { id: number; area: string }[];
  /** Customer id of listedBuyers[i]. */
  listedCustIds: number[];
  /** The customer list rows: the first shop's customer lists the listed buyers. */
  customerList: { ownerCustId: number; buyerCustId: number }[];
}

const day = 86400_000;

/** Ids are fixed: 1 platform admin, 2 the company buyer, 3 the person buyer, then shops, then other buyers. */
export function planCustomers(now: Date, shopLogoUrls: string[]): CustomerPlan {
  const rows: CustomerRow[] = [];
  const add = (custName: string, userClass: number, cellphone: string, logoUrl = '', custCategory = 1) => {
    const id = rows.length + 1;
    rows.push({
      id,
      custName,
      userClass,
      custCategory,
      cellphone,
      email: '',
      logoUrl,
      createdAt: new Date(now.getTime() - (400 - id * 7) * day),
    });
    return id;
  };
  const adminId = add('平台客服', 1, '13900000000');
  if (adminId !== platformAdminCustId) throw new Error('the platform admin must be customer 1');
  const companyBuyer = add(hangzhouBuyer.name, 1, '13800000001');
  const personBuyer = add('李娜', 2, '13800000002');
  const shopCustIds = shopDefs.map((s, i) =>
    add(s.custName, 1, i === 0 ? '13900000001' : '', shopLogoUrls[i]),
  );
  const buyers = [
    { id: companyBuyer, area: hangzhouBuyer.area },
    { id: personBuyer, area: '浙江 杭州' },
    ...buyerCompanies.map((b) => ({ id: add(b.name, 1, ''), area: b.area })),
  ];
  // Last, so the ids above stay as they were.
  const listedCustIds = listedBuyers.map((b) => add(b.custName, 1, b.mobile, '', 0));
  const customerList = listedCustIds.map((buyerCustId) => ({ ownerCustId: shopCustIds[0], buyerCustId }));
  return { rows, shopCustIds, buyers, listedCustIds, customerList };
}

export interface DemoAccount {
  mobile: string;
  custId: number;
  userName: string;
  contactName: string;
  mallContactName: string;
  centres: string[];
  /** The role in the buyer centre; none: the customer's main account (every permission). */
  buyerRoleId?: number;
  /** The role in the platform centre (platform staff); none: the platform's main account. */
  platformRoleId?: number;
}

export function demoAccounts(plan: CustomerPlan): DemoAccount[] {
  return [
    {
      mobile: '13900000000',
      custId: platformAdminCustId,
      userName: '平台客服',
      contactName: '云采客服',
      mallContactName: '平台客服',
      // The buyer centre answers customer-service chats; the platform centre opens the platform console.
      centres: [buyerCentreCode, platformCentreCode],
    },
    {
      mobile: '13800000001',
      custId: companyBuyerCustId,
      userName: '张伟',
      contactName: '张伟',
      mallContactName: '张伟',
      centres: [buyerCentreCode],
    },
    {
      mobile: '13800000002',
      custId: 3,
      userName: '李娜',
      contactName: '李娜',
      mallContactName: '李娜',
      centres: [buyerCentreCode, sellerCentreCode],
    },
    {
      mobile: '13900000001',
      custId: plan.shopCustIds[0],
      userName: '王强',
      contactName: '王强',
      mallContactName: `${shopDefs[0].name}客服`,
      centres: [sellerCentreCode],
    },
    {
      mobile: '13800000003',
      custId: companyBuyerCustId,
      userName: '陈静',
      contactName: '陈静',
      mallContactName: '陈静',
      centres: [buyerCentreCode],
      buyerRoleId: demoRoles[0].id,
    },
    {
      mobile: '13800000004',
      custId: companyBuyerCustId,
      userName: '刘洋',
      contactName: '刘洋',
      mallContactName: '刘洋',
      centres: [buyerCentreCode],
      buyerRoleId: demoRoles[1].id,
    },
    // The platform's staff, one per demo role: the console shows each only what its role holds.
    ...demoPlatformRoles.map((role, i) => ({
      mobile: `139000000${10 + i}`,
      custId: platformAdminCustId,
      userName: ['周敏', '吴磊', '郑洁'][i] ?? role.roleName,
      contactName: ['周敏', '吴磊', '郑洁'][i] ?? role.roleName,
      mallContactName: role.roleName,
      centres: [platformCentreCode],
      platformRoleId: role.id,
    })),
    ...listedBuyers.map((b, i) => ({
      mobile: b.mobile,
      custId: plan.listedCustIds[i],
      userName: b.contactName,
      contactName: b.contactName,
      mallContactName: b.contactName,
      centres: [buyerCentreCode],
    })),
  ];
}

export interface UserRow {
  id: number;
  custId: number;
  mobile: string;
  userName: string;
  contactName: string;
  mallContactName: string;
  image: string;
  passwordHash: string;
  status: number;
  createdAt: Date;
}

/** Users of the demo accounts, each with its own salted argon2id hash of the demo password. */
export async function buildUsers(
  accounts: DemoAccount[],
  now: Date,
): Promise<{
  users: UserRow[];
  userCentres: { userId: number; subsysCode: string; roleId: number | null }[];
}> {
  const hashes = await Promise.all(accounts.map(() => hash(demoPassword, passwordHashOptions)));
  const users = accounts.map((a, i) => ({
    id: i + 1,
    custId: a.custId,
    mobile: a.mobile,
    userName: a.userName,
    contactName: a.contactName,
    mallContactName: a.mallContactName,
    image: '',
    passwordHash: hashes[i],
    status: 1,
    createdAt: new Date(now.getTime() - 300 * day),
  }));
  const userCentres = accounts.flatMap((a, i) =>
    a.centres.map((subsysCode) => ({
      userId: i + 1,
      subsysCode,
      roleId:
        subsysCode === buyerCentreCode
          ? (a.buyerRoleId ?? null)
          : subsysCode === platformCentreCode
            ? (a.platformRoleId ?? null)
            : null,
    })),
  );
  return { users, userCentres };
}
