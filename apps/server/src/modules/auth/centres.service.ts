import { buyerCentreCode, type Centre, ErrorCode, type ListedBuyer } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { AccountService, Session, SessionService } from '../account';
import { menusFor } from './menus';
import type { UserRepository } from './user.repository';

/** Centres (before and after signing in), menus and impersonation. */
export class CentreService {
  constructor(
    private readonly repo: UserRepository,
    private readonly sessions: SessionService,
    private readonly account: AccountService,
  ) {}

  /** The centre to sign in to: the requested one (must be the user's), else the buyer centre, else the first. */
  async pickCentre(userId: number, wanted?: string): Promise<string> {
    const codes = await this.repo.listCentreCodes(userId);
    if (wanted) {
      if (!codes.includes(wanted)) throw new AppError(ErrorCode.FORBIDDEN, 'auth.notYourCentre');
      return wanted;
    }
    if (codes.includes(buyerCentreCode)) return buyerCentreCode;
    if (codes[0]) return codes[0];
    throw new AppError(ErrorCode.FORBIDDEN, 'auth.notRegistered');
  }

  /**
   * The centres to choose from before signing in (spec §6: the choice comes before the sign-in). A number
   * without a usable account is answered what a new account has (the buyer centre), exactly as a registered
   * one-centre buyer is, so the lookup does not tell who is registered; an account with several centres
   * shows them, as its owner must choose. Signing in to such a number then fails as a wrong password or
   * code does; an account without a centre learns that only after its own password or code.
   */
  async centresOf(accountName: string): Promise<Centre[]> {
    const user = await this.repo.findUserByMobile(accountName);
    const centres = user?.status === 1 ? await this.account.listCentres(user.id) : [];
    return centres.length > 0 ? centres : this.account.newAccountCentres();
  }

  myCentres(session: Session) {
    return this.account.listCentres(session.userId);
  }

  async toggleInfo(session: Session) {
    return { subsysCode: session.subsysCode, centres: await this.account.listCentres(session.userId) };
  }

  async toggleCentre(session: Session, subsysCode: string) {
    const chosen = await this.pickCentre(session.userId, subsysCode);
    const token = await this.sessions.create({
      userId: session.userId,
      subsysCode: chosen,
      oldUserId: session.oldUserId,
    });
    await this.sessions.endByHash(session.tokenHash);
    return token;
  }

  menus(session: Session) {
    return menusFor(session.subsysCode, session.permissions);
  }

  /** The buyers this session may act for; refused to a session that may not act for anyone. */
  async myBuyers(session: Session): Promise<ListedBuyer[]> {
    if (!this.account.mayActForBuyers(session))
      throw new AppError(ErrorCode.FORBIDDEN, 'auth.noCustomerList');
    return this.repo.listCustomerBuyers(session.custId);
  }

  /**
   * Rule: only a session that may act for others (`AccountService.mayActForBuyers`: a seller-side main
   * account, never an impersonation, so no chains) may act as a buyer, and only one whose customer came from
   * a customer list (custCategory 0), is on the list of the caller's own customer and has the buyer centre.
   * Unknown and forbidden targets get the same answer.
   */
  async impersonate(session: Session, authid: string) {
    const denied = new AppError(ErrorCode.FORBIDDEN, 'auth.impersonationDenied');
    if (!this.account.mayActForBuyers(session)) throw denied;
    const target = await this.repo.findUserByMobile(authid);
    if (target?.status !== 1 || target.custCategory !== 0 || target.id === session.userId) throw denied;
    if (!(await this.repo.isCustomerOnList(session.custId, target.custId))) throw denied;
    if (!(await this.repo.listCentreCodes(target.id)).includes(buyerCentreCode)) throw denied;
    const token = await this.sessions.create({
      userId: target.id,
      subsysCode: buyerCentreCode,
      oldUserId: session.userId,
    });
    await this.sessions.endByHash(session.tokenHash);
    return { token, oldUser: true };
  }

  async backToOriginal(session: Session) {
    if (session.oldUserId === null) throw new AppError(ErrorCode.FORBIDDEN, 'auth.notImpersonating');
    // The original account may have been disabled since: going back would be a sign-in without a password.
    const original = await this.repo.getUser(session.oldUserId);
    if (original?.status !== 1) throw new AppError(ErrorCode.FORBIDDEN, 'auth.notImpersonating');
    const codes = await this.repo.listCentreCodes(session.oldUserId);
    // Impersonation starts from a customer list, which lives in a non-buyer centre; go back there.
    const centre = codes.find((c) => c !== buyerCentreCode) ?? codes[0];
    if (!centre) throw new AppError(ErrorCode.FORBIDDEN, 'auth.notRegistered');
    const token = await this.sessions.create({ userId: session.oldUserId, subsysCode: centre });
    await this.sessions.endByHash(session.tokenHash);
    return token;
  }
}
