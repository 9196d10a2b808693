import { limits, permissionCodes, rules } from '@mall/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../components/code-input';
import { Permission, PermissionNote } from '../../../components/permission';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { isApiError } from '../../../lib/api-error';
import { useAppStore } from '../../../lib/app-store';
import { addPayPassword, sendPayPasswordCode } from '../api/pay-password';
import './pay-password-setup.css';
import { toast } from '../../../lib/toast';

/** 13800000002 → 138****0002: the number is the user's own, but a screen may be looked over. */
function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}

/**
 * Setting the first payment password (spec screen 8) in one form: the SMS code sent to the user's own
 * mobile (as the profile screen's other changes), the 6 digits and the same 6 digits again. Used in the
 * personal centre's dialog and inline in the pay dialog, so a buyer never leaves the payment to set it.
 */
export function PayPasswordSetup({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('account');
  const mobile = useAppStore((state) => state.userInfo?.mobile ?? '');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const complete =
    rules.smsCode.test(smsCode) &&
    password.length === limits.payPasswordLength &&
    again.length === limits.payPasswordLength;

  const submit = async () => {
    if (!complete || busy) return;
    if (password !== again) {
      toast.error(t('payPassword.mismatch'));
      setAgain('');
      return;
    }
    setBusy(true);
    try {
      await addPayPassword(password, smsCode);
      toast.success(t('payPassword.saved'));
      onDone();
    } catch (error) {
      if (!isApiError(error)) throw error;
      // The toast says why (a wrong or used code, most likely): a new code is what is needed.
      setSmsCode('');
    } finally {
      setBusy(false);
    }
  };

  // Setting the password is account:paypwd:edit's (the server refuses the code and the password too).
  return (
    <Permission
      codes={[permissionCodes.payPasswordEdit]}
      fallback={<PermissionNote action="payPasswordEdit" testId="pay-password-setup-no-permission" />}
    >
      <form
        className="pay-password-setup"
        data-testid="pay-password-setup"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="pay-password-setup__label" htmlFor="pay-password-sms">
          {mobile ? t('payPassword.smsTo', { mobile: maskMobile(mobile) }) : t('payPassword.smsCode')}
        </label>
        <div className="auth-row">
          <Input
            id="pay-password-sms"
            value={smsCode}
            onChange={(event) => setSmsCode(event.target.value.replace(/\D/g, ''))}
            maxLength={limits.smsCodeLength}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('payPassword.smsCode')}
            aria-label={t('payPassword.smsCode')}
            data-testid="pay-password-sms"
          />
          <SmsCodeButton
            send={(_mobile, slider) => sendPayPasswordCode(slider)}
            testId="pay-password-send-code"
          />
        </div>
        <span className="pay-password-setup__label">{t('payPassword.newLabel')}</span>
        <CodeInput
          value={password}
          onChange={setPassword}
          masked
          label={t('payPassword.newLabel')}
          disabled={busy}
          testId="pay-password-new"
        />
        <span className="pay-password-setup__label">{t('payPassword.confirmLabel')}</span>
        <CodeInput
          value={again}
          onChange={setAgain}
          masked
          label={t('payPassword.confirmLabel')}
          disabled={busy}
          testId="pay-password-again"
        />
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={busy}
          disabled={!complete}
          data-testid="pay-password-save"
        >
          {t('payPassword.setSubmit')}
        </Button>
      </form>
    </Permission>
  );
}
