import type { Centre, UserInfo } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { AccountRepository } from './account.repository';
import type { Session } from './session';

export class AccountService {
  constructor(private readonly repo: AccountRepository) {}

  async listCentres(userId: number): Promise<Centre[]> {
    const [rows, pictures] = await Promise.all([
      this.repo.listCentres(userId),
      this.repo.listCentrePictures(),
    ]);
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
