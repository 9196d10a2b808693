import { chatLimits, ErrorCode, type QuickPhrase } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { Session } from '../account';
import { forbidden } from './chat-helpers';
import type { QuickPhraseRepository } from './quick-phrase.repository';

/** Quick phrases, each user's own. */
export class QuickPhraseService {
  constructor(private readonly repo: QuickPhraseRepository) {}

  listQuickPhrases(session: Session): Promise<QuickPhrase[]> {
    return this.repo.listQuickPhrases(session.userId);
  }

  async addQuickPhrase(session: Session, quickName: string): Promise<QuickPhrase> {
    const row = await this.repo.addQuickPhrase(session.userId, quickName, chatLimits.quickPhraseCount);
    if (!row)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'chat.quickPhraseLimit', {
        max: chatLimits.quickPhraseCount,
      });
    return row;
  }

  async deleteQuickPhrases(session: Session, ids: number[]): Promise<null> {
    const unique = [...new Set(ids)];
    const owners = await this.repo.ownersOfQuickPhrases(unique);
    if (owners.length < unique.length) throw new AppError(ErrorCode.NOT_FOUND, 'chat.quickPhraseNotFound');
    if (owners.some((o) => o.userId !== session.userId)) throw forbidden();
    await this.repo.deleteQuickPhrases(session.userId, unique);
    return null;
  }
}
