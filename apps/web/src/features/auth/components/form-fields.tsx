import { limits } from '@mall/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from '../../../components/password-strength';
import { loginRules } from '../utils/form-rules';

/** The mobile number input of the sign-on forms (11 digits, validated by the shared mobile rule). */
export function MobileField({ name, autoComplete }: { name: string; autoComplete?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t('auth.form.mobile')} rules={loginRules(t).mobile}>
      <Input
        maxLength={limits.mobileLength}
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={t('auth.form.mobilePlaceholder')}
      />
    </Form.Item>
  );
}

/** A new password (6-20, letters and digits) and its confirmation, which must match. */
export function NewPasswordFields({ label }: { label: string }) {
  const { t } = useTranslation();
  const password = Form.useWatch<string | undefined>('password');
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        rules={loginRules(t).newPassword}
        extra={<PasswordStrengthMeter password={password} />}
      >
        <Input.Password maxLength={limits.passwordMax} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('auth.form.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('validation.required') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('auth.form.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password maxLength={limits.passwordMax} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
