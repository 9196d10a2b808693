import { allPermissions, buyerCentreCode, type Centre, type UserInfo } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { AccountRepository } from './account.repository';
import type { Session } from './session';

type CentreRow = Awaited<ReturnType<AccountRepository['listCentres']>>[number];

export class AccountService {
  constructor(private readonly repo: AccountRepository) {}

  async listCentres(userId: number): Promise<Centre[]> {
    return this.describe(this.repo.listCentres(userId));
  }

  /** The centres a new account is given (registration: the buyer centre), as listCentres shows them. */
  async newAccountCentres(): Promise<Centre[]> {
    return this.describe(this.repo.listCentresByCode([buyerCentreCode]));
  }

  private async describe(found: PromiseLike<CentreRow[]>): Promise<Centre[]> {
    const [rows, pictures] = await Promise.all([found, this.repo.listCentrePictures()]);
    return rows.map((c) => {
      const picture = pictures.find((p) => p.imgAlt === c.subsysLabel || p.imgAlt === c.subsysCode);
      return {
        subsysCode: c.subsysCode,
        subsysLabel: c.subsysLabel,
        description: c.description,
        imgFile: picture ? { fileUrl: picture.imgUrl } : null,
        externalUrl: c.externalUrl,
      };
    });
  }

  /**
   * Who may act for the buyers of a customer list (mybuyerslogin; docs/sign-on.md "Acting for a buyer"): a
   * session of a centre other than the buyer's (a customer list is a seller's) holding every permission
   * there (the customer's main account, or a role given the wildcard), not itself acting for someone. Which
   * buyers: those on the list of the session's customer.
   */
  mayActForBuyers(session: Session): boolean {
    return (
      session.oldUserId === null &&
      session.subsysCode !== buyerCentreCode &&
      session.permissions.includes(allPermissions)
    );
  }

  async getUserInfo(session: Session): Promise<UserInfo> {
    const user = await this.repo.getUserWithCustomer(session.userId);
    if (!user) throw AppError.notFound('user');
    const [centres, actsForBuyers] = await Promise.all([
      this.listCentres(session.userId),
      this.mayActForBuyers(session) ? this.repo.hasCustomerList(session.custId) : false,
    ]);
    return {
      ...user,
      subsysCode: session.subsysCode,
      oldUser: session.oldUserId !== null,
      actsForBuyers,
      centres,
    };
  }
}
