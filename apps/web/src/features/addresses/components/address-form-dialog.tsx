import { type Address, type AreaNode, addressLimits, rules } from '@mall/contracts';
import { Button, Checkbox, Form, Input, Modal, Popover } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressChanges } from '../api/save-address';
import {
  type AddressFormValues,
  addressToForm,
  emptyAddressForm,
  formToAddressInput,
  regionText,
} from '../utils/address-form';

/** The props the region picker gets (the page passes the region feature's picker). */
export interface RegionPickerSlotProps {
  value: AreaNode[];
  onChange(path: AreaNode[]): void;
  onComplete(path: AreaNode[]): void;
}
export type RenderRegionPicker = (props: RegionPickerSlotProps) => ReactNode;

export interface AddressFormDialogProps {
  open: boolean;
  /** The address to edit; a new one when absent. */
  address?: Address;
  renderRegionPicker: RenderRegionPicker;
  onClose(): void;
  /** The saved address (the checkout selects it). */
  onSaved?(address: Address): void;
}

/**
 * Add or edit a delivery address: consignee, mobile, region (the region picker, one tab per level),
 * detail, zip code and the default flag. The region is complete when the picker says so (a district, or
 * a city without districts).
 */
export function AddressFormDialog({
  open,
  address,
  renderRegionPicker,
  onClose,
  onSaved,
}: AddressFormDialogProps) {
  const { t } = useTranslation('buying');
  const [form] = Form.useForm<AddressFormValues>();
  const { save } = useAddressChanges();
  const [regionOpen, setRegionOpen] = useState(false);
  // A saved address's path is complete; a new path is complete once the picker completes it. A ref, so
  // the field's validator (run by the same change) reads the new state.
  const regionComplete = useRef(Boolean(address));

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(address ? addressToForm(address) : emptyAddressForm);
    regionComplete.current = Boolean(address);
  }, [open, address, form]);

  const ruleOf = (rule: (typeof rules)[keyof typeof rules]) => ({
    validator: (_: unknown, value: string | undefined) =>
      !value || rule.test(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t(rule.messageKey, { ns: 'translation' }))),
  });

  const submit = async (values: AddressFormValues) => {
    const input = formToAddressInput(values);
    if (!input) return;
    try {
      const saved = await save.mutateAsync({ addressId: address?.addressId, input });
      onSaved?.(saved);
      onClose();
    } catch {
      // The http client has shown the server's reason.
    }
  };

  return (
    <Modal
      open={open}
      title={address ? t('address.editTitle') : t('address.addTitle')}
      onCancel={onClose}
      footer={null}
      width={560}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '96px' }}
        onFinish={(values) => void submit(values)}
        data-testid="address-form"
        initialValues={emptyAddressForm}
      >
        <Form.Item
          name="consignee"
          label={t('address.consignee')}
          rules={[{ required: true, whitespace: true, message: t('address.consigneeRequired') }]}
        >
          <Input maxLength={addressLimits.consigneeMax} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('address.mobile')}
          rules={[{ required: true, message: t('address.mobileRequired') }, ruleOf(rules.mobile)]}
        >
          <Input maxLength={11} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="region"
          label={t('address.region')}
          required
          // Checked on submit and when the picker completes, not at every level while choosing.
          validateTrigger={[]}
          rules={[
            {
              validator: (_, value: AreaNode[] | undefined) =>
                value && value.length >= 2 && regionComplete.current
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('address.regionRequired'))),
            },
          ]}
        >
          <RegionField
            open={regionOpen}
            onOpenChange={setRegionOpen}
            placeholder={t('address.regionPlaceholder')}
            renderRegionPicker={renderRegionPicker}
            onCompleteChange={(complete) => {
              regionComplete.current = complete;
              if (complete) void form.validateFields(['region']).catch(() => undefined);
            }}
          />
        </Form.Item>
        <Form.Item
          name="detail"
          label={t('address.detail')}
          rules={[{ required: true, whitespace: true, message: t('address.detailRequired') }]}
        >
          <Input.TextArea
            maxLength={addressLimits.detailMax}
            autoSize={{ minRows: 2, maxRows: 4 }}
            showCount
          />
        </Form.Item>
        <Form.Item name="zipCode" label={t('address.zipCode')} rules={[ruleOf(rules.zipCode)]}>
          <Input maxLength={6} inputMode="numeric" autoComplete="postal-code" />
        </Form.Item>
        <Form.Item
          name="isDefault"
          valuePropName="checked"
          wrapperCol={{ offset: 0 }}
          label=" "
          colon={false}
        >
          <Checkbox>{t('address.setDefault')}</Checkbox>
        </Form.Item>
        <div className="address-form__actions">
          <Button onClick={onClose}>{t('address.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="address-save">
            {t('address.save')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

interface RegionFieldProps {
  value?: AreaNode[];
  onChange?(path: AreaNode[]): void;
  open: boolean;
  onOpenChange(open: boolean): void;
  placeholder: string;
  renderRegionPicker: RenderRegionPicker;
  onCompleteChange(complete: boolean): void;
}

/** A select-like field that opens the region picker in a popover. */
function RegionField({
  value = [],
  onChange,
  open,
  onOpenChange,
  placeholder,
  renderRegionPicker,
  onCompleteChange,
}: RegionFieldProps) {
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomLeft"
      arrow={false}
      destroyOnHidden={false}
      content={
        <div className="address-form__region-panel">
          {renderRegionPicker({
            value,
            onChange: (path) => {
              onCompleteChange(false);
              onChange?.(path);
            },
            onComplete: (path) => {
              onChange?.(path);
              onCompleteChange(true);
              onOpenChange(false);
            },
          })}
        </div>
      }
    >
      <button
        type="button"
        className="address-form__region"
        data-testid="address-region"
        aria-haspopup="dialog"
      >
        {value.length > 0 ? (
          regionText(value)
        ) : (
          <span className="address-form__placeholder">{placeholder}</span>
        )}
      </button>
    </Popover>
  );
}
