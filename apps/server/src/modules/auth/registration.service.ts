import { buyerCentreCode, ErrorCode } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import type { SessionService } from '../account';
import type { KeyService } from './key.service';
import type { SmsCodeService } from './sms.service';
import type { UserRepository } from './user.repository';

export interface RegisterInput {
  mobile: string;
  smsCode: string;
  sec: string;
  contactName: string;
  userClass: 1 | 2;
  custName?: string;
  agree: true;
}

/** Registration and forgotten passwords. */
export class RegistrationService {
  constructor(
    private readonly repo: UserRepository,
    private readonly keys: KeyService,
    private readonly sms: SmsCodeService,
    private readonly now: () => Date,
    private readonly sessions: SessionService,
  ) {}

  private async mobileExists(mobile: string) {
    return (await this.repo.findUserByMobile(mobile)) !== undefined;
  }

  /**
   * usernameexist: whether the number has an account, told only to whoever holds the registration code
   * sent to it (the number is theirs); a wrong code is one of its tries, a right one is not spent.
   */
  async mobileTaken(mobile: string, smsCode: string) {
    await this.sms.check(mobile, 'register', smsCode);
    return this.mobileExists(mobile);
  }

  /**
   * The same answer and the same code for every number, registered or not: whoever asks cannot tell them
   * apart. The owner of a registered number is told so by `register` (or `usernameexist`) once the code
   * proved the number is theirs.
   */
  async sendRegisterCode(mobile: string, address: string, captchaVerification: string | undefined) {
    await this.sms.admit(captchaVerification);
    await this.sms.send(mobile, 'register', { address });
    return null;
  }

  saveRecord(
    input: { mobile: string; custName?: string; contactName?: string; userClass?: 1 | 2 },
    ip: string,
  ) {
    return this.repo.insertRegistration({
      mobile: input.mobile,
      custName: input.custName ?? '',
      contactName: input.contactName ?? '',
      userClass: input.userClass ?? 1,
      ip: ip.slice(0, 64),
      createdAt: this.now(),
    });
  }

  async register(input: RegisterInput) {
    // Without SMS no code can be proved: say so before anything else is checked.
    this.sms.assertAvailable();
    // Everything that can be checked without spending the SMS code is checked first.
    if (input.userClass === 1 && !input.custName)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'error.validation', {
        field: 'custName',
        reason: 'zod.required',
      });
    const password = await this.keys.decryptNewPassword(input.sec);
    // "Taken" only after the code: told to the number's owner, never to whoever typed the number.
    await this.sms.verify(input.mobile, 'register', input.smsCode);
    if (await this.mobileExists(input.mobile)) throw new AppError(ErrorCode.CONFLICT, 'auth.mobileTaken');
    const userId = await this.repo.createAccount({
      mobile: input.mobile,
      custName: input.userClass === 1 && input.custName ? input.custName : input.contactName,
      userClass: input.userClass,
      contactName: input.contactName,
      passwordHash: await hashPassword(password),
      centre: buyerCentreCode,
      now: this.now(),
    });
    if (userId === null) throw new AppError(ErrorCode.CONFLICT, 'auth.mobileTaken');
    return null;
  }

  async sendForgetCode(mobile: string, address: string, captchaVerification: string | undefined) {
    // Before the lookup: without SMS or without the slider, registered and unknown numbers get the same answer.
    await this.sms.admit(captchaVerification);
    // A number without an account is claimed like a real send (the 60 s wait and the hourly limits answer
    // alike) but gets no message: the endpoint does not tell who is registered.
    await this.sms.send(mobile, 'forget', { address, deliver: await this.mobileExists(mobile) });
    return null;
  }

  /** Ends every session of the user: a forgotten password may mean a stolen one. */
  async forgetPassword(input: { mobile: string; smsCode: string; sec: string }) {
    this.sms.assertAvailable();
    const password = await this.keys.decryptNewPassword(input.sec);
    await this.sms.verify(input.mobile, 'forget', input.smsCode);
    const user = await this.repo.findUserByMobile(input.mobile);
    if (!user) throw new AppError(ErrorCode.SMS_CODE_WRONG, 'auth.smsWrong');
    await this.repo.updateUser(user.id, { passwordHash: await hashPassword(password) });
    await this.sessions.endAllOf(user.id);
    return null;
  }
}
