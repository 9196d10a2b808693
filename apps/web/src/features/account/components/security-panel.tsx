import type { UserInfo } from '@mall/contracts';
import { limits, permissionCodes, rules } from '@mall/contracts';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from '../../../components/password-strength';
import { Permission, PermissionNote } from '../../../components/permission';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { isApiError } from '../../../lib/api-error';
import { encryptSec } from '../../../lib/encrypt-sec';
import { toast } from '../../../lib/toast';
import { getPublicKey } from '../api/get-public-key';
import { usePayPasswordSet } from '../api/pay-password';
import { sendNewMobileCode, sendOldMobileCode, updateMobile, updatePassword } from '../api/update-profile';
import { PayPasswordDialog, type PayPasswordMode } from './pay-password-dialog';

type Dialog = 'password' | 'mobile' | null;

/** Change password (with the current one), change mobile (with SMS codes) and the payment password. */
export function SecurityPanel({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [payMode, setPayMode] = useState<PayPasswordMode | null>(null);
  const paySet = usePayPasswordSet();
  const [passwordForm] = Form.useForm<{ current: string; password: string }>();
  const newPassword = Form.useWatch('password', passwordForm);
  const [mobileForm] = Form.useForm<{ oldSmsCode: string; mobile: string; smsCode: string }>();
  const [busy, setBusy] = useState(false);
  const required = { required: true, message: t('validation.required', { ns: 'translation' }) };
  const ruleOf = (rule: (typeof rules)[keyof typeof rules]) => ({
    validator: (_: unknown, value: string | undefined) =>
      rule.test(value ?? '')
        ? Promise.resolve()
        : Promise.reject(new Error(t(rule.messageKey, { ns: 'translation' }))),
  });

  const savePassword = async (values: { current: string; password: string }) => {
    setBusy(true);
    try {
      const key = await getPublicKey();
      await updatePassword(await encryptSec(values.current, key), await encryptSec(values.password, key));
      toast.success(t('security.passwordSaved'));
      passwordForm.resetFields();
      setDialog(null);
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  const saveMobile = async (values: { oldSmsCode: string; mobile: string; smsCode: string }) => {
    setBusy(true);
    try {
      await updateMobile(values);
      toast.success(t('security.mobileSaved'));
      mobileForm.resetFields();
      setDialog(null);
      window.location.reload();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-panel" aria-labelledby="security-title" data-testid="security-panel">
      <header className="account-panel__head">
        <h2 id="security-title">{t('security.title')}</h2>
      </header>
      <ul className="account-security">
        <li>
          <strong>{t('security.password')}</strong>
          <span>{t('security.passwordHint')}</span>
          <Button onClick={() => setDialog('password')}>{t('security.change')}</Button>
        </li>
        <li>
          <strong>{t('security.mobile')}</strong>
          <span>{user.mobile}</span>
          <Button onClick={() => setDialog('mobile')}>{t('security.change')}</Button>
        </li>
        <li data-testid="pay-password-row">
          <strong>{t('payPassword.name')}</strong>
          <span>{paySet.data ? t('payPassword.isSet') : t('payPassword.notSet')}</span>
          <span className="account-security__actions">
            {paySet.data && (
              <Button onClick={() => setPayMode('verify')} data-testid="pay-password-verify">
                {t('payPassword.verify')}
              </Button>
            )}
            {/* Setting and changing it is account:paypwd:edit's; checking it is anyone's. */}
            <Permission
              codes={[permissionCodes.payPasswordEdit]}
              fallback={<PermissionNote action="payPasswordEdit" testId="pay-password-no-permission" />}
            >
              {paySet.data ? (
                <Button onClick={() => setPayMode('change')} data-testid="pay-password-change">
                  {t('security.change')}
                </Button>
              ) : (
                <Button
                  type="primary"
                  onClick={() => setPayMode('set')}
                  disabled={paySet.isLoading}
                  data-testid="pay-password-set"
                >
                  {t('payPassword.set')}
                </Button>
              )}
            </Permission>
          </span>
        </li>
      </ul>

      <Modal
        open={dialog === 'password'}
        title={t('security.changePassword')}
        onCancel={() => setDialog(null)}
        onOk={() => passwordForm.submit()}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Form
          form={passwordForm}
          layout="vertical"
          requiredMark={false}
          onFinish={(v) => void savePassword(v)}
        >
          <Form.Item name="current" label={t('security.currentPassword')} rules={[required]}>
            <Input.Password maxLength={limits.passwordMax} autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('security.newPassword')}
            rules={[required, ruleOf(rules.password)]}
            extra={<PasswordStrengthMeter password={newPassword} />}
          >
            <Input.Password maxLength={limits.passwordMax} autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={dialog === 'mobile'}
        title={t('security.changeMobile')}
        onCancel={() => setDialog(null)}
        onOk={() => mobileForm.submit()}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Form form={mobileForm} layout="vertical" requiredMark={false} onFinish={(v) => void saveMobile(v)}>
          <Form.Item label={t('security.codeToMobile', { mobile: user.mobile })} required={false}>
            <div className="auth-row">
              <Form.Item name="oldSmsCode" rules={[required, ruleOf(rules.smsCode)]} noStyle>
                <Input maxLength={limits.smsCodeLength} inputMode="numeric" />
              </Form.Item>
              <SmsCodeButton
                send={(_mobile, slider) => sendOldMobileCode(slider)}
                testId="send-old-mobile-code"
              />
            </div>
          </Form.Item>
          <Form.Item name="mobile" label={t('security.newMobile')} rules={[required, ruleOf(rules.mobile)]}>
            <Input maxLength={limits.mobileLength} inputMode="numeric" />
          </Form.Item>
          <Form.Item label={t('security.newMobileCode')} required={false}>
            <div className="auth-row">
              <Form.Item name="smsCode" rules={[required, ruleOf(rules.smsCode)]} noStyle>
                <Input maxLength={limits.smsCodeLength} inputMode="numeric" />
              </Form.Item>
              <SmsCodeButton
                getMobile={() => mobileForm.getFieldValue('mobile') as string | undefined}
                validMobile={(mobile) => Boolean(mobile) && rules.mobile.test(mobile ?? '')}
                send={(mobile, slider) => sendNewMobileCode(mobile ?? '', slider)}
                testId="send-new-mobile-code"
              />
            </div>
          </Form.Item>
        </Form>
      </Modal>

      {payMode && (
        <PayPasswordDialog
          mode={payMode}
          open
          onClose={() => setPayMode(null)}
          onDone={() => {
            setPayMode(null);
            void paySet.refetch();
          }}
        />
      )}
    </section>
  );
}
