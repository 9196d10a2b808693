import './auth.css';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { resetForgottenPassword, sendForgetCode } from '../api/register';
import { encryptPassword } from '../utils/encrypt-password';
import { loginRules } from '../utils/form-rules';
import { MobileField, NewPasswordFields } from './form-fields';
import { SmsCodeField } from './sms-code-field';

interface ForgotValues {
  mobile: string;
  smsCode: string;
  password: string;
  confirm: string;
}

/** Forgot password (/sso/forgot): mobile, SMS code, new password. */
export function ForgotPasswordForm({ onDone }: { onDone(mobile: string): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ForgotValues>();
  const [submitting, setSubmitting] = useState(false);
  const _rules = loginRules(t);

  const onFinish = async (values: ForgotValues) => {
    setSubmitting(true);
    try {
      await resetForgottenPassword({
        mobile: values.mobile,
        smsCode: values.smsCode,
        sec: await encryptPassword(values.password),
      });
      toast.success(t('auth.forgot.done'));
      onDone(values.mobile);
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<ForgotValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      data-testid="forgot-form"
    >
      <MobileField name="mobile" />
      <SmsCodeField mobileField="mobile" send={(mobile, slider) => sendForgetCode(mobile ?? '', slider)} />
      <NewPasswordFields label={t('auth.forgot.newPassword')} />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {t('auth.forgot.submit')}
      </Button>
    </Form>
  );
}
