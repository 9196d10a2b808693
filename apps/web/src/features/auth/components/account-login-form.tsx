import { limits, storageKeys } from '@mall/contracts';
import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSliderCaptcha } from '../../../components/slider-captcha';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCaptchaImage } from '../api/get-captcha-image';
import { getCentreList } from '../api/get-centre-list';
import { getSliderRequired } from '../api/get-slider-required';
import { loginWithPassword } from '../api/login';
import { encryptPassword } from '../utils/encrypt-password';
import { loginRules } from '../utils/form-rules';
import { CaptchaImage } from './captcha-image';
import { useCentreChoice } from './centre-dialog';
import { MobileField } from './form-fields';

interface AccountLoginValues {
  authid: string;
  password: string;
  code: string;
  remember: boolean;
}

function rememberedAccount(): string {
  try {
    return localStorage.getItem(storageKeys.rememberedAccount) ?? '';
  } catch {
    return '';
  }
}

function rememberAccount(authid: string, remember: boolean) {
  try {
    if (remember) localStorage.setItem(storageKeys.rememberedAccount, authid);
    else localStorage.removeItem(storageKeys.rememberedAccount);
  } catch {
    // Storage blocked: nothing to remember with.
  }
}

export interface LoginFormProps {
  /** A one-time ticket for `tkn_account`. */
  onTicket(ticket: string): void;
  /** Distinguishes the captcha of the dialog from the page's. */
  scope: string;
}

/**
 * Account login (type 2, spec screen 4 and the sign-on page): centre choice before submitting, slider
 * when the server asks for it, the password sent as `sec`; any failure reloads the captcha.
 */
export function AccountLoginForm({ onTicket, scope }: LoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AccountLoginValues>();
  const captcha = useCaptchaImage(`login-${scope}`);
  const centreChoice = useCentreChoice();
  const slider = useSliderCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const rules = loginRules(t);
  const initialAccount = rememberedAccount();

  const onFinish = async (values: AccountLoginValues) => {
    const captchaToken = captcha.data?.token;
    if (!captchaToken) return;
    setSubmitting(true);
    let signedIn = false;
    try {
      const centres = await getCentreList(values.authid);
      if (centres.length === 0) {
        toast.warning(t('auth.centre.notRegistered'));
        return;
      }
      const subsysCode = centres.length === 1 ? centres[0]?.subsysCode : await centreChoice.choose(centres);
      if (!subsysCode) return;
      let captchaVerification: string | undefined;
      if (await getSliderRequired(values.authid)) {
        captchaVerification = (await slider.solve()) ?? undefined;
        if (!captchaVerification) return;
      }
      const ticket = await loginWithPassword(
        {
          authid: values.authid,
          sec: await encryptPassword(values.password),
          code: values.code.trim(),
          subsysCode,
          ticket: true,
        },
        { token: captchaToken, valid: captchaVerification },
      );
      rememberAccount(values.authid, values.remember);
      signedIn = true;
      onTicket(ticket);
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setSubmitting(false);
      // Spec §8: a login failure reloads the captcha (it is one-use on the server too).
      if (!signedIn) {
        form.setFieldValue('code', '');
        void captcha.refetch();
      }
    }
  };

  return (
    <Form<AccountLoginValues>
      form={form}
      name={`account-login-${scope}`}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      initialValues={{ authid: initialAccount, password: '', code: '', remember: Boolean(initialAccount) }}
      data-testid="account-login-form"
    >
      <MobileField name="authid" autoComplete="username" />
      <Form.Item name="password" label={t('auth.form.password')} rules={rules.password}>
        <Input.Password
          maxLength={limits.passwordMax}
          autoComplete="current-password"
          placeholder={t('auth.form.passwordPlaceholder')}
        />
      </Form.Item>
      <Form.Item label={t('auth.form.captcha')} required={false}>
        <div className="auth-row">
          <Form.Item name="code" rules={rules.captcha} noStyle>
            <Input maxLength={8} autoComplete="off" placeholder={t('auth.form.captchaPlaceholder')} />
          </Form.Item>
          <CaptchaImage
            url={captcha.data?.url}
            token={captcha.data?.token}
            loading={captcha.isFetching}
            onRefresh={() => void captcha.refetch()}
          />
        </div>
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>{t('auth.form.remember')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {t('auth.form.submit')}
      </Button>
      {centreChoice.dialog}
      {slider.dialog}
    </Form>
  );
}
