import { type FinanceProduct, merchantLimits, rules } from '@mall/contracts';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrencySign } from '../../../components/price';
import { toast } from '../../../lib/toast';
import { useApplyForFinance } from '../api/finance';
import { formatYuan, required, shared } from '../utils/form-rules';

interface FormValues {
  companyName: string;
  contactName: string;
  mobile: string;
  amount: string;
  termMonths: number;
  note?: string;
}

export interface FinanceApplyDialogProps {
  /** The product applied for; the dialog is closed without one. */
  product: FinanceProduct | null;
  /** Prefill from the signed-in user. */
  defaults: Partial<FormValues>;
  onClose(): void;
}

const toCents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** The application form of one financial product: amount within its range, one of its terms. */
export function FinanceApplyDialog({ product, defaults, onClose }: FinanceApplyDialogProps) {
  const { t, i18n } = useTranslation('merchant');
  const [form] = Form.useForm<FormValues>();
  const apply = useApplyForFinance();
  const sign = useCurrencySign();
  const yuan = (value: string) => formatYuan(value, i18n.language, sign);

  const submit = async (values: FormValues) => {
    if (!product) return;
    try {
      await apply.mutateAsync({
        productId: product.productId,
        companyName: values.companyName.trim(),
        contactName: values.contactName.trim(),
        mobile: values.mobile,
        amount: values.amount,
        termMonths: values.termMonths,
        note: values.note?.trim() || undefined,
      });
      toast.success(t('finance.form.success'));
      onClose();
    } catch {
      // The http client has shown the server's reason.
    }
  };

  return (
    <Modal
      open={Boolean(product)}
      title={product ? t('finance.form.title', { name: product.name }) : ''}
      onCancel={onClose}
      footer={null}
      width={600}
      destroyOnHidden
    >
      {product && (
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ flex: '160px' }}
          labelWrap
          wrapperCol={{ flex: '1' }}
          initialValues={{ termMonths: product.termMonths[0], ...defaults }}
          onFinish={(values) => void submit(values)}
          data-testid="finance-form"
        >
          <Form.Item name="companyName" label={t('finance.form.companyName')} rules={[required(t)]}>
            <Input maxLength={merchantLimits.companyNameMax} />
          </Form.Item>
          <Form.Item name="contactName" label={t('finance.form.contactName')} rules={[required(t)]}>
            <Input maxLength={merchantLimits.contactNameMax} />
          </Form.Item>
          <Form.Item
            name="mobile"
            label={t('finance.form.mobile')}
            rules={[required(t), shared(rules.mobile, t)]}
          >
            <Input maxLength={11} inputMode="tel" />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('finance.form.amount')}
            extra={t('finance.form.amountHint', {
              min: yuan(product.minAmount),
              max: yuan(product.maxAmount),
            })}
            rules={[
              required(t),
              {
                validator: (_, value: string | undefined) => {
                  if (!value) return Promise.resolve();
                  if (!rules.money.test(value))
                    return Promise.reject(new Error(t('finance.form.amountInvalid')));
                  const cents = toCents(value);
                  return cents >= toCents(product.minAmount) && cents <= toCents(product.maxAmount)
                    ? Promise.resolve()
                    : Promise.reject(
                        new Error(
                          t('finance.form.amountRange', {
                            min: yuan(product.minAmount),
                            max: yuan(product.maxAmount),
                          }),
                        ),
                      );
                },
              },
            ]}
          >
            <Input inputMode="decimal" prefix={sign} maxLength={11} />
          </Form.Item>
          <Form.Item name="termMonths" label={t('finance.form.term')} rules={[{ required: true }]}>
            <Select
              options={product.termMonths.map((months) => ({
                value: months,
                label: t('finance.form.termOption', { count: months }),
              }))}
            />
          </Form.Item>
          <Form.Item name="note" label={t('finance.form.note')}>
            <Input.TextArea
              maxLength={merchantLimits.financeNoteMax}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
              placeholder={t('finance.form.notePlaceholder')}
            />
          </Form.Item>
          <div className="merchant-wizard__actions">
            <Button onClick={onClose}>{t('finance.form.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={apply.isPending} data-testid="finance-submit">
              {t('finance.form.submit')}
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}
