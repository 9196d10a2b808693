import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode, limits } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { AuthRepository } from './auth.repository';
import { drawSliderCaptcha, drawTextCaptcha, randomCaptchaText, slider } from './captcha-image';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** How far the dropped piece may be from the hole, in pixels. */
export const sliderTolerance = 5;

function captchaWrong() {
  return new AppError(ErrorCode.CAPTCHA_WRONG, 'auth.captchaWrong');
}

function sameText(a: string, b: string) {
  const x = Buffer.from(a.toUpperCase());
  const y = Buffer.from(b.toUpperCase());
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Parses `{"x":123,"y":5}` (block-puzzle clients) or a bare number. */
function xOf(pointJson: string | number): number | null {
  if (typeof pointJson === 'number') return Number.isFinite(pointJson) ? pointJson : null;
  try {
    const parsed: unknown = JSON.parse(pointJson);
    if (typeof parsed === 'number') return parsed;
    const x = (parsed as { x?: unknown })?.x;
    return typeof x === 'number' && Number.isFinite(x) ? x : null;
  } catch {
    return null;
  }
}

/** Image and slider captchas; every answer is checked once and then the captcha is spent. */
export class CaptchaService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly now: () => Date,
  ) {}

  private expiry() {
    return new Date(this.now().getTime() + limits.captchaValidityMs);
  }

  async createImage(): Promise<{ token: string; url: string }> {
    // Cheap housekeeping piggy-backed on a frequent call, so no timer is needed in every copy.
    if (Math.random() < 0.02) await this.repo.deleteExpired(this.now());
    const token = randomBytes(24).toString('base64url');
    const text = randomCaptchaText();
    await this.repo.insertCaptcha({
      tokenHash: sha256(token),
      kind: 'image',
      answer: text,
      expiresAt: this.expiry(),
    });
    return { token, url: `data:image/png;base64,${drawTextCaptcha(text).toString('base64')}` };
  }

  async createSlider() {
    const token = randomBytes(24).toString('base64url');
    const x = randomInt(60, slider.width - slider.piece - 5);
    const y = randomInt(5, slider.height - slider.piece - 5);
    const { background, piece } = drawSliderCaptcha(x, y);
    await this.repo.insertCaptcha({
      tokenHash: sha256(token),
      kind: 'slider',
      answer: String(x),
      expiresAt: this.expiry(),
    });
    return {
      repCode: '0000',
      repData: {
        token,
        originalImageBase64: background.toString('base64'),
        jigsawImageBase64: piece.toString('base64'),
        y,
      },
    };
  }

  /** One try per slider: a wrong drop spends it and the client loads a new one. */
  async checkSlider(token: string, pointJson: string | number): Promise<{ captchaVerification: string }> {
    const x = xOf(pointJson);
    const tokenHash = sha256(token);
    const row = await this.repo.useCaptcha(tokenHash, 'slider', this.now());
    if (!row || x === null || Math.abs(Number(row.answer) - x) > sliderTolerance) throw captchaWrong();
    const captchaVerification = randomBytes(24).toString('base64url');
    await this.repo.setVerification(tokenHash, sha256(captchaVerification));
    return { captchaVerification };
  }

  /** Checks the image captcha of a login; spent whether right or wrong, so each guess costs a new picture. */
  async verifyImage(token: string, answer: string) {
    const row = await this.repo.useCaptcha(sha256(token), 'image', this.now());
    if (!row || !sameText(row.answer, answer)) throw captchaWrong();
  }

  async useVerification(captchaVerification: string) {
    const row = await this.repo.useVerification(sha256(captchaVerification), this.now());
    if (!row) throw captchaWrong();
  }

  /** Dev outbox only (MALL_DEV_OUTBOX=1). */
  async devAnswer(token: string) {
    const row = await this.repo.findCaptcha(sha256(token));
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'auth.captchaWrong');
    return { kind: row.kind, answer: row.answer };
  }
}
