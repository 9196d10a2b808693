import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { getCentreList } from '../api/get-centre-list';
import { loginWithSms, sendLoginCode } from '../api/login';
import { loginRules } from '../utils/form-rules';
import type { LoginFormProps } from './account-login-form';
import { useCentreChoice } from './centre-dialog';
import { MobileField } from './form-fields';
import { SmsCodeField } from './sms-code-field';

interface SmsLoginValues {
  authid: string;
  smsCode: string;
}

/** SMS login (type 1): mobile + 6-digit code, centre choice before submitting. */
export function SmsLoginForm({ onTicket, scope }: LoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SmsLoginValues>();
  const centreChoice = useCentreChoice();
  const [submitting, setSubmitting] = useState(false);
  const _rules = loginRules(t);

  const onFinish = async (values: SmsLoginValues) => {
    setSubmitting(true);
    try {
      const centres = await getCentreList(values.authid);
      if (centres.length === 0) {
        toast.warning(t('auth.centre.notRegistered'));
        return;
      }
      const subsysCode = centres.length === 1 ? centres[0]?.subsysCode : await centreChoice.choose(centres);
      if (!subsysCode) return;
      onTicket(
        await loginWithSms({ authid: values.authid, smsCode: values.smsCode, subsysCode, ticket: true }),
      );
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<SmsLoginValues>
      form={form}
      name={`sms-login-${scope}`}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      initialValues={{ authid: '', smsCode: '' }}
      data-testid="sms-login-form"
    >
      <MobileField name="authid" autoComplete="tel" />
      <SmsCodeField mobileField="authid" send={(mobile, slider) => sendLoginCode(mobile ?? '', slider)} />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {t('auth.form.submit')}
      </Button>
      {centreChoice.dialog}
    </Form>
  );
}
