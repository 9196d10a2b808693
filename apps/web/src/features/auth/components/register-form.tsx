import './auth.css';
import { rules } from '@mall/contracts';
import { Button, Checkbox, Form, Input, Modal, Radio, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import {
  registerUser,
  saveRegisterRecord,
  sendRegisterCode,
  useAgreement,
  usernameExists,
} from '../api/register';
import { encryptPassword } from '../utils/encrypt-password';
import { isValidMobile, loginRules } from '../utils/form-rules';
import { MobileField, NewPasswordFields } from './form-fields';
import { SmsCodeField } from './sms-code-field';

interface RegisterValues {
  mobile: string;
  smsCode: string;
  userClass: 1 | 2;
  custName?: string;
  contactName: string;
  password: string;
  confirm: string;
  agree: boolean;
}

/** Free registration (/sso/register): a buyer account with the SMS code and the agreement. */
export function RegisterForm({ onDone }: { onDone(mobile: string): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const agreement = useAgreement(agreementOpen);
  const [submitting, setSubmitting] = useState(false);
  const _rules = loginRules(t);
  const userClass = Form.useWatch('userClass', form);
  const checked = useRef('');

  // The code goes to every number alike, so the send cannot say a number is taken; once the code is typed,
  // its holder is told (the server answers only with the code), before filling in the rest of the form.
  const onValuesChange = (changed: Partial<RegisterValues>, values: RegisterValues) => {
    if (changed.smsCode === undefined || !rules.smsCode.test(values.smsCode ?? '')) return;
    if (!isValidMobile(values.mobile)) return;
    const asked = `${values.mobile}:${values.smsCode}`;
    if (checked.current === asked) return;
    checked.current = asked;
    usernameExists(values.mobile, values.smsCode)
      .then((taken) => {
        if (taken) toast.warning(t('auth.register.exists'));
      })
      .catch((error: unknown) => {
        // A wrong code: the toast has said so.
        if (!isApiError(error)) throw error;
      });
  };

  const onFinish = async (values: RegisterValues) => {
    setSubmitting(true);
    try {
      // The draft keeps what was typed should the last step fail (spec §7 saveregisterrecord).
      await saveRegisterRecord({
        mobile: values.mobile,
        contactName: values.contactName.trim(),
        custName: values.userClass === 1 ? values.custName?.trim() : undefined,
        userClass: values.userClass,
      });
      await registerUser({
        mobile: values.mobile,
        smsCode: values.smsCode,
        sec: await encryptPassword(values.password),
        contactName: values.contactName.trim(),
        userClass: values.userClass,
        custName: values.userClass === 1 ? values.custName?.trim() : undefined,
        agree: true,
      });
      toast.success(t('auth.register.done'));
      onDone(values.mobile);
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<RegisterValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={onValuesChange}
      initialValues={{ userClass: 2, agree: false }}
      data-testid="register-form"
    >
      <MobileField name="mobile" />
      <SmsCodeField mobileField="mobile" send={(mobile, slider) => sendRegisterCode(mobile ?? '', slider)} />
      <Form.Item name="userClass" label={t('auth.register.userClass')}>
        <Radio.Group
          options={[
            { value: 2, label: t('auth.register.person') },
            { value: 1, label: t('auth.register.company') },
          ]}
        />
      </Form.Item>
      {userClass === 1 && (
        <Form.Item
          name="custName"
          label={t('auth.register.custName')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input maxLength={128} />
        </Form.Item>
      )}
      <Form.Item
        name="contactName"
        label={t('auth.register.contactName')}
        rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <NewPasswordFields label={t('auth.form.password')} />
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: (_, value) =>
              value ? Promise.resolve() : Promise.reject(new Error(t('auth.register.mustAgree'))),
          },
        ]}
      >
        <Checkbox>
          {t('auth.register.agreePrefix')}
          <Button
            type="link"
            size="small"
            onClick={() => setAgreementOpen(true)}
            className="auth-inline-link"
          >
            {t('auth.register.agreement')}
          </Button>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {t('auth.register.submit')}
      </Button>
      <Modal
        open={agreementOpen}
        title={agreement.data?.title ?? t('auth.register.agreement')}
        onCancel={() => setAgreementOpen(false)}
        onOk={() => {
          form.setFieldValue('agree', true);
          setAgreementOpen(false);
        }}
        okText={t('auth.register.agreeButton')}
        width={640}
      >
        {agreement.isLoading ? (
          <Spin />
        ) : (
          // The agreement is text: rendered as text, never as HTML.
          <div className="auth-agreement" data-testid="agreement-text">
            {agreement.data?.content}
          </div>
        )}
      </Modal>
    </Form>
  );
}
