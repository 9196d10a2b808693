import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { centres, customers, userCentres, users } from '../../db/schema/account';
import { customerBuyers } from '../../db/schema/auth';
import { adverts } from '../../db/schema/system';

export class AccountRepository {
  constructor(private readonly db: Db) {}

  async getUserWithCustomer(userId: number) {
    const [row] = await this.db
      .select({
        userId: users.id,
        custId: users.custId,
        mobile: users.mobile,
        userName: users.userName,
        contactName: users.contactName,
        mallContactName: users.mallContactName,
        image: users.image,
        custName: customers.custName,
        userClass: customers.userClass,
        custCategory: customers.custCategory,
      })
      .from(users)
      .innerJoin(customers, eq(customers.id, users.custId))
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  /** Whether the customer keeps a customer list (buyers its users may act for). */
  async hasCustomerList(custId: number) {
    const [row] = await this.db
      .select({ id: customerBuyers.id })
      .from(customerBuyers)
      .where(eq(customerBuyers.ownerCustId, custId))
      .limit(1);
    return row !== undefined;
  }

  listCentres(userId: number) {
    return this.db
      .select({
        subsysCode: centres.subsysCode,
        subsysLabel: centres.subsysLabel,
        description: centres.description,
        externalUrl: centres.externalUrl,
      })
      .from(userCentres)
      .innerJoin(centres, eq(centres.subsysCode, userCentres.subsysCode))
      .where(eq(userCentres.userId, userId))
      .orderBy(asc(centres.sort));
  }

  /** Centres by code, whoever holds them (the centres a new account gets). */
  listCentresByCode(codes: string[]) {
    return this.db
      .select({
        subsysCode: centres.subsysCode,
        subsysLabel: centres.subsysLabel,
        description: centres.description,
        externalUrl: centres.externalUrl,
      })
      .from(centres)
      .where(inArray(centres.subsysCode, codes))
      .orderBy(asc(centres.sort));
  }

  /** Centre pictures come from the sso_auth_center advert slot, matched by alt text (spec §3). */
  listCentrePictures() {
    return this.db
      .select({ imgAlt: adverts.imgAlt, imgUrl: adverts.imgUrl })
      .from(adverts)
      .where(eq(adverts.advCode, 'sso_auth_center'));
  }
}
