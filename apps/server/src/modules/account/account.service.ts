import { buyerCentreCode, type Centre, type UserInfo } from '@mall/contracts';
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
      };
    });
  }

  async getUserInfo(session: Session): Promise<UserInfo> {
    const user = await this.repo.getUserWithCustomer(session.userId);
    if (!user) throw AppError.notFound('user');
    return {
      ...user,
      subsysCode: session.subsysCode,
      oldUser: session.oldUserId !== null,
      centres: await this.listCentres(session.userId),
    };
  }
}
