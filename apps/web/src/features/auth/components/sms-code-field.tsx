import { limits } from '@mall/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { isValidMobile, loginRules } from '../utils/form-rules';

export interface SmsCodeFieldProps {
  /** Name of the form field that holds the mobile the code goes to. */
  mobileField: string;
  /**
   * Sends the code with the slider's verification (the button shows the slider first); resolving `false`
   * means the caller refused and said why (no countdown).
   */
  send: (mobile: string | undefined, captchaVerification: string) => Promise<unknown>;
}

/** The 6-digit SMS code input with its send button and 60 s countdown, shared by every sign-on form. */
export function SmsCodeField({ mobileField, send }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const rules = loginRules(t);
  return (
    <Form.Item label={t('auth.form.smsCode')} required={false}>
      <div className="auth-row">
        <Form.Item name="smsCode" rules={rules.smsCode} noStyle validateTrigger={['onChange', 'onBlur']}>
          <Input
            maxLength={limits.smsCodeLength}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('auth.form.smsCodePlaceholder')}
          />
        </Form.Item>
        <SmsCodeButton
          getMobile={() => form.getFieldValue(mobileField) as string | undefined}
          validMobile={isValidMobile}
          send={send}
        />
      </div>
    </Form.Item>
  );
}
