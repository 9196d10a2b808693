import { ErrorCode, limits } from '@mall/contracts';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../components/code-input';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { changePayPassword, verifyPayPassword } from '../api/pay-password';
import { PayPasswordSetup } from './pay-password-setup';

export type PayPasswordMode = 'set' | 'verify' | 'change';

interface Step {
  titleKey: 'enter' | 'enterNew' | 'confirm' | 'enterOld';
}

// 'set' is one form of its own (with the SMS code): PayPasswordSetup.
const stepsOf: Record<Exclude<PayPasswordMode, 'set'>, Step[]> = {
  verify: [{ titleKey: 'enter' }],
  change: [{ titleKey: 'enterOld' }, { titleKey: 'enterNew' }, { titleKey: 'confirm' }],
};

/**
 * Spec screen 8: the payment-password dialog with the 6-digit input. Sets (with an SMS code), verifies or
 * changes the password; a wrong password (40105) clears the input.
 */
export function PayPasswordDialog({
  mode,
  open,
  onClose,
  onDone,
}: {
  mode: PayPasswordMode;
  open: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<string[]>([]);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const steps = stepsOf[mode === 'set' ? 'verify' : mode];
  const current = steps[step] ?? steps[0];

  const reset = () => {
    setStep(0);
    setValues([]);
    setValue('');
  };

  const finish = async (all: string[]) => {
    setBusy(true);
    try {
      if (mode === 'verify') {
        const ok = await verifyPayPassword(all[0] ?? '');
        if (!ok) {
          toast.error(t('payPassword.wrong'));
          setValue('');
          return;
        }
        toast.success(t('payPassword.verified'));
      } else {
        await changePayPassword(all[0] ?? '', all[1] ?? '');
        toast.success(t('payPassword.saved'));
      }
      reset();
      onDone();
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Spec §8: a wrong payment password clears the 6-digit input.
      if (error.code === ErrorCode.PAY_PASSWORD_WRONG && mode === 'change') reset();
      else setValue('');
    } finally {
      setBusy(false);
    }
  };

  const next = (entered = value) => {
    if (entered.length !== limits.payPasswordLength || busy) return;
    const all = [...values, entered];
    const isConfirm = current?.titleKey === 'confirm';
    if (isConfirm && entered !== values[values.length - 1]) {
      toast.error(t('payPassword.mismatch'));
      setValue('');
      return;
    }
    if (step + 1 < steps.length) {
      setValues(all);
      setValue('');
      setStep(step + 1);
      return;
    }
    void finish(isConfirm ? all.slice(0, -1) : all);
  };

  return (
    <Modal
      open={open}
      title={t(`payPassword.title.${mode}`)}
      onCancel={() => {
        reset();
        onClose();
      }}
      footer={null}
      width={420}
      destroyOnHidden
    >
      {mode === 'set' ? (
        <div className="pay-password" data-testid="pay-password-dialog">
          <PayPasswordSetup onDone={onDone} />
        </div>
      ) : (
        <div className="pay-password" data-testid="pay-password-dialog">
          <p className="pay-password__step">{t(`payPassword.step.${current?.titleKey ?? 'enter'}`)}</p>
          <CodeInput
            key={step}
            value={value}
            onChange={setValue}
            masked
            autoFocus
            label={t('payPassword.inputLabel')}
            disabled={busy}
          />
          <Button
            type="primary"
            block
            size="large"
            loading={busy}
            disabled={value.length !== limits.payPasswordLength}
            onClick={() => next()}
            data-testid="pay-password-next"
          >
            {step + 1 < steps.length ? t('payPassword.next') : t('payPassword.submit')}
          </Button>
        </div>
      )}
    </Modal>
  );
}
