import { limits } from '@mall/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';
import { isApiError } from '../lib/api-error';
import './sms-code-button.css';
import { toast } from '../lib/toast';
import { useSliderCaptcha } from './slider-captcha';

export interface SmsCodeButtonProps {
  /** The mobile to send to, or undefined when the code goes to the signed-in user's own mobile. */
  getMobile?: () => string | undefined;
  /** Validates the mobile; false shows the mobile warning (spec §5). */
  validMobile?: (mobile: string | undefined) => boolean;
  /** Sends the code with the slider's one-use verification (the server refuses a send without one). */
  send(mobile: string | undefined, captchaVerification: string): Promise<unknown>;
  testId?: string;
}

/**
 * Send-code button with the 60 s countdown (spec §4); clicks while counting are ignored. Each send first
 * shows the slider: every code costs money and lands on someone's phone, so no script sends them in bulk.
 */
export function SmsCodeButton({ getMobile, validMobile, send, testId }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const { left, counting, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const slider = useSliderCaptcha();

  const onClick = async () => {
    if (counting || sending) return;
    const mobile = getMobile?.();
    if (validMobile && !validMobile(mobile)) {
      toast.warning(t('validation.mobile'));
      return;
    }
    setSending(true);
    try {
      // Closed without solving it: nothing is sent.
      const captchaVerification = await slider.solve();
      if (!captchaVerification) return;
      // `false` means the caller refused to send and has said why: no countdown.
      if ((await send(mobile, captchaVerification)) === false) return;
      start(limits.smsCountdownSeconds);
      toast.success(t('auth.sms.sent'));
    } catch (error) {
      // The server's 42900 carries the seconds left; the toast has said so already.
      if (!isApiError(error)) throw error;
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        onClick={onClick}
        loading={sending}
        aria-disabled={counting}
        className="auth-sms-button"
        data-testid={testId ?? 'send-sms-code'}
      >
        {counting ? t('auth.sms.countdown', { seconds: left }) : t('auth.sms.send')}
      </Button>
      {slider.dialog}
    </>
  );
}
