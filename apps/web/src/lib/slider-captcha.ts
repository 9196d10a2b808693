// The block-puzzle slider's two calls (docs/sign-on.md): shared by the sign-in form and every form that sends
// an SMS code (components/slider-captcha.tsx), which is why they live here and not in one feature's api/.
import { authEndpoints } from '@mall/contracts';
import { request } from './http';

const clientUidKey = 'mall_slider_client_uid';

/** A per-browser id the block-puzzle protocol asks for; not a secret. */
function clientUid(): string {
  try {
    const known = localStorage.getItem(clientUidKey);
    if (known) return known;
    const made = crypto.randomUUID();
    localStorage.setItem(clientUidKey, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

export async function getSliderCaptcha() {
  const ext = await request(authEndpoints.sliderGet, {
    body: { captchaType: 'blockPuzzle', clientUid: clientUid(), ts: Date.now() },
  });
  return ext.repData;
}

/**
 * Checks the piece position; resolves with the one-use captchaVerification (the `captcha-valid` header of
 * /auth/login and of every SMS send).
 */
export async function checkSliderCaptcha(token: string, x: number, y: number): Promise<string> {
  const ext = await request(authEndpoints.sliderCheck, {
    body: { token, pointJson: JSON.stringify({ x, y }) },
  });
  return ext.captchaVerification;
}
