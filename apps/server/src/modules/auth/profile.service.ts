import { ErrorCode } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Session, SessionService } from '../account';
import type { KeyService } from './key.service';
import type { SmsCodeService } from './sms.service';
import type { ThrottleService } from './throttle.service';
import type { UserRepository } from './user.repository';

/** Payment-password attempts before the growing delay starts. */
const payDelayAfter = 5;
/** Current-password attempts (password change) before the growing delay starts, as for sign-in. */
const passwordDelayAfter = 5;

/**
 * The signed-in user's own profile, password, mobile and payment password. Every method takes the user
 * from the session, never from the request, so one user can never read or change another's.
 */
export class ProfileService {
  constructor(
    private readonly repo: UserRepository,
    private readonly keys: KeyService,
    private readonly sms: SmsCodeService,
    private readonly throttle: ThrottleService,
    private readonly sessions: SessionService,
  ) {}

  private async user(session: Session) {
    const user = await this.repo.getUser(session.userId);
    if (!user) throw AppError.notFound('user');
    return user;
  }

  async modifyInfo(
    session: Session,
    input: { contactName: string; mallContactName?: string; userName?: string; email?: string },
  ) {
    await this.repo.updateUser(session.userId, {
      contactName: input.contactName,
      ...(input.mallContactName !== undefined ? { mallContactName: input.mallContactName } : {}),
      ...(input.userName !== undefined ? { userName: input.userName } : {}),
    });
    if (input.email !== undefined) await this.repo.updateCustomerEmail(session.custId, input.email);
    return null;
  }

  /** The avatar address (the gallery module stores avatars and deletes the ones it replaces). */
  async getImage(userId: number): Promise<string> {
    return (await this.repo.getUser(userId))?.image ?? '';
  }

  /** Sets the avatar to a picture address the server made (a stored avatar). */
  async setImage(userId: number, url: string) {
    await this.repo.updateUser(userId, { image: url });
  }

  async sendResetPasswordCode(session: Session, address: string, captchaVerification: string | undefined) {
    await this.sms.admit(captchaVerification);
    await this.sms.send((await this.user(session)).mobile, 'resetpwd', { address });
    return null;
  }

  /**
   * Changes the password: the current one must be given (ASVS 6.2.3; a stolen session alone cannot take the
   * account over), guesses of it meet the growing delay of sign-in, and an SMS code is checked too when the
   * client sends one. Ends every other session of the user: whoever knew the old password is signed out.
   */
  async updatePassword(session: Session, input: { oldSec: string; sec: string; smsCode?: string }) {
    const current = await this.keys.decryptSec(input.oldSec);
    const password = await this.keys.decryptNewPassword(input.sec);
    const user = await this.user(session);
    const key = `pwchange:${user.id}`;
    await this.throttle.attempt([{ key, threshold: passwordDelayAfter }], 'auth.passwordDelay');
    if (!(await verifyPassword(user.passwordHash, current)))
      throw new AppError(ErrorCode.LOGIN_FAILED, 'auth.currentPasswordWrong');
    if (input.smsCode !== undefined) await this.sms.verify(user.mobile, 'resetpwd', input.smsCode);
    await this.throttle.clear(key);
    await this.repo.updateUser(user.id, { passwordHash: await hashPassword(password) });
    await this.sessions.endAllOf(user.id, session.tokenHash);
    return null;
  }

  async sendOldMobileCode(session: Session, address: string, captchaVerification: string | undefined) {
    await this.sms.admit(captchaVerification);
    await this.sms.send((await this.user(session)).mobile, 'oldtel', { address });
    return null;
  }

  /**
   * Sent whether or not another account has the number: any signed-in user (anyone may register) could
   * otherwise ask which numbers are registered. updateMobile says "taken" once both codes were right.
   */
  async sendNewMobileCode(
    session: Session,
    mobile: string,
    address: string,
    captchaVerification: string | undefined,
  ) {
    await this.sms.admit(captchaVerification);
    await this.sms.send(mobile, 'newtel', { address });
    void session;
    return null;
  }

  async updateMobile(session: Session, input: { oldSmsCode: string; mobile: string; smsCode: string }) {
    this.sms.assertAvailable();
    const user = await this.user(session);
    // Both numbers must prove possession: the old one (the owner agrees), the new one (it is theirs). Only
    // then is a number another account has refused: to its holder, not to whoever typed it.
    await this.sms.verify(user.mobile, 'oldtel', input.oldSmsCode);
    await this.sms.verify(input.mobile, 'newtel', input.smsCode);
    if (await this.repo.findUserByMobile(input.mobile))
      throw new AppError(ErrorCode.CONFLICT, 'auth.mobileTaken');
    try {
      await this.repo.updateUser(user.id, { mobile: input.mobile });
    } catch {
      throw new AppError(ErrorCode.CONFLICT, 'auth.mobileTaken');
    }
    return null;
  }

  async hasPayPassword(session: Session) {
    return Boolean((await this.user(session)).payPasswordHash);
  }

  async sendPayPasswordCode(session: Session, address: string, captchaVerification: string | undefined) {
    await this.sms.admit(captchaVerification);
    await this.sms.send((await this.user(session)).mobile, 'paypwd', { address });
    return null;
  }

  /** The first payment password, with a code sent to the user's mobile (possession, not just the session). */
  async addPayPassword(session: Session, input: { payPassword: string; smsCode: string }) {
    const user = await this.user(session);
    if (user.payPasswordHash) throw new AppError(ErrorCode.CONFLICT, 'auth.payPasswordSet');
    await this.sms.verify(user.mobile, 'paypwd', input.smsCode);
    await this.repo.updateUser(user.id, { payPasswordHash: await hashPassword(input.payPassword) });
    return null;
  }

  /**
   * 6 digits is a small space: a growing delay after 5 tries (capped, never a lockout), each try counted
   * before the comparison, so a burst of parallel guesses gets at most 5 compared.
   */
  async verifyPayPassword(session: Session, payPassword: string) {
    const user = await this.user(session);
    if (!user.payPasswordHash) throw new AppError(ErrorCode.PAY_PASSWORD_WRONG, 'auth.payPasswordNotSet');
    const key = `pay:${session.userId}`;
    await this.throttle.attempt([{ key, threshold: payDelayAfter }], 'auth.payDelay');
    if (!(await verifyPassword(user.payPasswordHash, payPassword)))
      throw new AppError(ErrorCode.PAY_PASSWORD_WRONG, 'auth.payPasswordWrong');
    await this.throttle.clear(key);
    return true;
  }

  async updatePayPassword(session: Session, input: { oldPayPassword: string; payPassword: string }) {
    await this.verifyPayPassword(session, input.oldPayPassword);
    await this.repo.updateUser(session.userId, { payPasswordHash: await hashPassword(input.payPassword) });
    return null;
  }
}
