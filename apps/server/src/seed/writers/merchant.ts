import { platformAdminCustId } from '@mall/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/account';
import { productClasses } from '../../db/schema/catalog';
import { galleryPictureUses } from '../../db/schema/gallery';
import { financeApplications, financeProducts, merchantApplications } from '../../db/schema/merchant';
import { demoApplications, wan } from '../data/merchant';
import { financeProductRows } from '../generators/merchant';
import { resetSequence } from './bulk';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const day = 86400_000;

export async function seedFinanceProducts(tx: Tx): Promise<void> {
  await tx.insert(financeProducts).values(financeProductRows);
  // Later inserts (an operator's product) continue after the seeded ids.
  await resetSequence(tx, 'finance_products');
}

/** Demo mode: the review states to look at (docs/merchant.md), and a finance application of the demo buyer. */
export async function seedMerchantDemo(tx: Tx, now: Date, licenceUrls: string[]): Promise<void> {
  const mobiles = demoApplications.map((a) => a.mobile);
  const people = await tx
    .select()
    .from(users)
    .where(inArray(users.mobile, [...mobiles, '13800000001']));
  const byMobile = new Map(people.map((u) => [u.mobile, u]));
  const classes = await tx
    .select({ id: productClasses.id })
    .from(productClasses)
    .where(and(eq(productClasses.level, 2), eq(productClasses.classType, 1)))
    .orderBy(asc(productClasses.sort), asc(productClasses.id))
    .limit(4);
  for (const [i, a] of demoApplications.entries()) {
    const user = byMobile.get(a.mobile);
    if (!user) continue;
    const submitted = new Date(now.getTime() - a.daysAgo * day);
    await tx.insert(merchantApplications).values({
      userId: user.id,
      custId: user.custId,
      status: a.status,
      company: {
        companyName: a.company,
        creditCode: a.creditCode,
        legalPerson: user.contactName,
        legalIdNumber: i === 0 ? '330106198503121234' : '33020319900715432X',
        address: i === 0 ? '浙江省杭州市西湖区文三路 90 号' : '浙江省宁波市海曙区中山西路 18 号',
        accountType: 'corporate',
        bankName: i === 0 ? '江南商业银行杭州西湖支行' : '江南商业银行宁波海曙支行',
        bankAccount: i === 0 ? '3301040160000123456' : '3302030160000654321',
      },
      contact: { contactName: user.contactName, mobile: user.mobile, email: `merchant${i + 1}@example.com` },
      licence: { licenceUrls: [licenceUrls[i]!] },
      categories: {
        shopName: i === 0 ? '鲜达食品旗舰店' : '启航贸易',
        classIds: classes.slice(i * 2, i * 2 + 2).map((c) => c.id),
      },
      reviewNote: a.reviewNote,
      submittedAt: submitted,
      reviewedAt: new Date(submitted.getTime() + 2 * day),
      createdAt: new Date(submitted.getTime() - day),
      updatedAt: new Date(submitted.getTime() + 2 * day),
    });
    // A licence is private: the applicant and the platform's reviewers read it (docs/gallery.md).
    const key = licenceUrls[i]!.replace(/^\/files\//, '');
    await tx.insert(galleryPictureUses).values(
      [`user:${user.id}`, `cust:${platformAdminCustId}`].map((reader) => ({
        storageKey: key,
        use: 'licence',
        subjectId: user.id,
        reader,
      })),
    );
  }
  const buyer = byMobile.get('13800000001');
  if (buyer) {
    await tx.insert(financeApplications).values({
      userId: buyer.id,
      custId: buyer.custId,
      productId: 1,
      companyName: '杭州优采贸易有限公司',
      contactName: buyer.contactName,
      mobile: buyer.mobile,
      amountCents: 80 * wan,
      termMonths: 6,
      note: '双十一备货',
      status: 'approved',
      createdAt: new Date(now.getTime() - 20 * day),
      reviewedAt: new Date(now.getTime() - 18 * day),
    });
  }
}
