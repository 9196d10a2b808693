import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Session } from '../../plugins/session';
import type { SessionService } from '../account/session.service';
import type { AuthRepository } from './auth.repository';
import type { KeyService } from './key.service';
import type { SmsCodeService } from './sms.service';
import type { ThrottleService } from './throttle.service';

export const avatarMaxBytes = 2 * 1024 * 1024;
const payDelayAfter = 5;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The type comes from the bytes, never from the file name or a declared type. */
function imageType(bytes: Buffer): 'png' | 'jpg' | 'gif' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

/**
 * The signed-in user's own profile, password, mobile and payment password. Every method takes the user
 * from the session, never from the request, so one user can never read or change another's.
 */
export class ProfileService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly keys: KeyService,
    private readonly sms: SmsCodeService,
    private readonly throttle: ThrottleService,
    private readonly filesDir: string,
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

  async modifyImage(session: Session, input: { fileName: string; base64: string }) {
    const invalid = new AppError(ErrorCode.VALIDATION_FAILED, 'auth.imageInvalid');
    const b64 = input.base64.replace(/^data:image\/[a-z+]+;base64,/i, '');
    if (!BASE64.test(b64)) throw invalid;
    const bytes = Buffer.from(b64, 'base64');
    if (bytes.length === 0 || bytes.length > avatarMaxBytes) throw invalid;
    const ext = imageType(bytes);
    if (!ext) throw invalid;
    // A random name: the uploader's file name never reaches the file system.
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    const dir = path.join(this.filesDir, 'avatars');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), bytes);
    const url = `/files/avatars/${name}`;
    await this.repo.updateUser(session.userId, { image: url });
    return url;
  }

  /** Sets the avatar to a picture address the server made (a published gallery picture). */
  async setImage(userId: number, url: string) {
    await this.repo.updateUser(userId, { image: url });
  }

  async sendResetPasswordCode(session: Session, ip: string) {
    await this.sms.send((await this.user(session)).mobile, 'resetpwd', ip);
    return null;
  }

  /** Ends every other session of the user: whoever knew the old password is signed out. */
  async updatePassword(session: Session, input: { smsCode: string; sec: string }) {
    this.sms.assertAvailable();
    const password = await this.keys.decryptNewPassword(input.sec);
    const user = await this.user(session);
    await this.sms.verify(user.mobile, 'resetpwd', input.smsCode);
    await this.repo.updateUser(user.id, { passwordHash: await hashPassword(password) });
    await this.sessions.endAllOf(user.id, session.tokenHash);
    return null;
  }

  async sendOldMobileCode(session: Session, ip: string) {
    await this.sms.send((await this.user(session)).mobile, 'oldtel', ip);
    return null;
  }

  async sendNewMobileCode(session: Session, mobile: string, ip: string) {
    this.sms.assertAvailable();
    if (await this.repo.findUserByMobile(mobile)) throw new AppError(ErrorCode.CONFLICT, 'auth.mobileTaken');
    await this.sms.send(mobile, 'newtel', ip);
    void session;
    return null;
  }

  async updateMobile(session: Session, input: { oldSmsCode: string; mobile: string; smsCode: string }) {
    this.sms.assertAvailable();
    const user = await this.user(session);
    if (await this.repo.findUserByMobile(input.mobile))
      throw new AppError(ErrorCode.CONFLICT, 'auth.mobileTaken');
    // Both numbers must prove possession: the old one (the owner agrees), the new one (it is theirs).
    await this.sms.verify(user.mobile, 'oldtel', input.oldSmsCode);
    await this.sms.verify(input.mobile, 'newtel', input.smsCode);
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

  async addPayPassword(session: Session, payPassword: string) {
    const user = await this.user(session);
    if (user.payPasswordHash) throw new AppError(ErrorCode.CONFLICT, 'auth.payPasswordSet');
    await this.repo.updateUser(user.id, { payPasswordHash: await hashPassword(payPassword) });
    return null;
  }

  /** 6 digits is a small space: after 5 wrong tries a growing delay (capped, never a lockout). */
  async verifyPayPassword(session: Session, payPassword: string) {
    const key = `pay:${session.userId}`;
    await this.throttle.assertAllowed([key], 'auth.payDelay');
    const user = await this.user(session);
    if (!user.payPasswordHash) throw new AppError(ErrorCode.PAY_PASSWORD_WRONG, 'auth.payPasswordNotSet');
    if (!(await verifyPassword(user.payPasswordHash, payPassword))) {
      await this.throttle.recordFailure(key, payDelayAfter);
      throw new AppError(ErrorCode.PAY_PASSWORD_WRONG, 'auth.payPasswordWrong');
    }
    await this.throttle.clear(key);
    return true;
  }

  async updatePayPassword(session: Session, input: { oldPayPassword: string; payPassword: string }) {
    await this.verifyPayPassword(session, input.oldPayPassword);
    await this.repo.updateUser(session.userId, { payPasswordHash: await hashPassword(input.payPassword) });
    return null;
  }
}
