import { type ClassNode, creditCodePattern, luhnCheck, merchantLimits, rules } from '@mall/contracts';
import { Alert, Checkbox, Form, type FormInstance, Input, Radio } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton';
import { useCategoryTree } from '../api/get-categories';
import { required, shared } from '../utils/form-rules';

/** The props the licence picture field gets (the page passes the gallery's picker). */
export interface LicencePickerSlotProps {
  value: string[];
  onChange(urls: string[]): void;
  limit: number;
  id?: string;
  'aria-describedby'?: string;
  /** The saved application: the gallery also offers the licence pictures it already holds. */
  attachedTo?: { bizType: 'merchantLicence'; bizId: number };
}
export type RenderLicencePicker = (props: LicencePickerSlotProps) => ReactNode;

const creditCode = new RegExp(creditCodePattern);
const noSpaces = (value: string | undefined) => (value ?? '').replace(/\s+/g, '');

/** Step 1: the company as on its licence, its legal representative and the settlement account. */
export function CompanyFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation('merchant');
  const accountType = Form.useWatch('accountType', form) as string | undefined;
  return (
    <>
      <Form.Item name="companyName" label={t('company.companyName')} rules={[required(t)]}>
        <Input maxLength={merchantLimits.companyNameMax} placeholder={t('company.companyNamePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label={t('company.creditCode')}
        normalize={(value: string) => noSpaces(value).toUpperCase()}
        rules={[
          required(t),
          {
            validator: (_, value: string | undefined) =>
              !value || creditCode.test(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('company.creditCodeInvalid'))),
          },
        ]}
      >
        <Input maxLength={18} autoComplete="off" />
      </Form.Item>
      <Form.Item name="legalPerson" label={t('company.legalPerson')} rules={[required(t)]}>
        <Input maxLength={merchantLimits.legalPersonMax} />
      </Form.Item>
      <Form.Item
        name="legalIdNumber"
        label={t('company.legalIdNumber')}
        normalize={(value: string) => noSpaces(value).toUpperCase()}
        rules={[required(t), shared(rules.idCard, t)]}
      >
        <Input maxLength={18} autoComplete="off" />
      </Form.Item>
      <Form.Item name="address" label={t('company.address')} rules={[required(t)]}>
        <Input maxLength={merchantLimits.addressMax} autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="accountType" label={t('company.accountType')} rules={[{ required: true }]}>
        <Radio.Group
          onChange={() => {
            // The Luhn check depends on the type: check the number again.
            if (form.getFieldValue('bankAccount')) void form.validateFields(['bankAccount']).catch(() => {});
          }}
        >
          <Radio value="corporate">{t('company.corporate')}</Radio>
          <Radio value="card">{t('company.card')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="bankName" label={t('company.bankName')} rules={[required(t)]}>
        <Input maxLength={merchantLimits.bankNameMax} placeholder={t('company.bankNamePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="bankAccount"
        label={t('company.bankAccount')}
        normalize={noSpaces}
        rules={[
          required(t),
          shared(rules.bankCard, t),
          {
            validator: (_, value: string | undefined) =>
              !value || accountType !== 'card' || !rules.bankCard.test(value) || luhnCheck(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('company.bankAccountLuhn'))),
          },
        ]}
      >
        <Input maxLength={30} inputMode="numeric" autoComplete="off" />
      </Form.Item>
    </>
  );
}

/** Step 2: who the platform talks to. */
export function ContactFields() {
  const { t } = useTranslation('merchant');
  return (
    <>
      <Form.Item name="contactName" label={t('contact.contactName')} rules={[required(t)]}>
        <Input maxLength={merchantLimits.contactNameMax} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('contact.mobile')}
        normalize={noSpaces}
        rules={[required(t), shared(rules.mobile, t)]}
      >
        <Input maxLength={11} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('contact.email')}
        normalize={noSpaces}
        rules={[required(t), shared(rules.email, t)]}
      >
        <Input maxLength={100} inputMode="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('contact.phone')}
        normalize={noSpaces}
        rules={[shared(rules.landline, t)]}
      >
        <Input maxLength={20} inputMode="tel" placeholder={t('contact.phonePlaceholder')} />
      </Form.Item>
    </>
  );
}

/** Step 3: pictures of the business licence, chosen from the user's gallery. */
export function LicenceFields({
  renderLicencePicker,
  applicationId,
}: {
  renderLicencePicker: RenderLicencePicker;
  /** The saved application, whose licence pictures the gallery offers again. */
  applicationId?: number;
}) {
  const { t } = useTranslation('merchant');
  const hintId = useId();
  return (
    <Form.Item
      name="licenceUrls"
      label={t('licence.label')}
      required
      extra={<span id={hintId}>{t('licence.hint', { max: merchantLimits.licencePicturesMax })}</span>}
      rules={[
        {
          validator: (_, value: string[] | undefined) =>
            value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('licence.required'))),
        },
      ]}
    >
      <LicenceField render={renderLicencePicker} describedBy={hintId} applicationId={applicationId} />
    </Form.Item>
  );
}

/** Adapts the form item's value/onChange to the picker slot. */
function LicenceField({
  value,
  onChange,
  id,
  render,
  describedBy,
  applicationId,
}: {
  value?: string[];
  onChange?(urls: string[]): void;
  id?: string;
  render: RenderLicencePicker;
  describedBy: string;
  applicationId?: number;
}) {
  const props: LicencePickerSlotProps = {
    value: value ?? [],
    onChange: (urls) => onChange?.(urls),
    limit: merchantLimits.licencePicturesMax,
    id,
    'aria-describedby': describedBy,
    attachedTo: applicationId ? { bizType: 'merchantLicence', bizId: applicationId } : undefined,
  };
  return <>{render(props)}</>;
}

/** Step 4: the shop name and the categories (second-level product classes) it will sell. */
export function CategoriesFields() {
  const { t } = useTranslation('merchant');
  const tree = useCategoryTree();
  const chosen = (Form.useWatch('classIds') as number[] | undefined) ?? [];
  return (
    <>
      <Form.Item name="shopName" label={t('categories.shopName')} rules={[required(t)]}>
        <Input maxLength={merchantLimits.shopNameMax} />
      </Form.Item>
      <Form.Item
        name="classIds"
        label={t('categories.classes')}
        required
        extra={t('categories.classesHint', { max: merchantLimits.categoriesMax, count: chosen.length })}
        rules={[
          {
            validator: (_, value: number[] | undefined) => {
              if (!value || value.length === 0) return Promise.reject(new Error(t('categories.required')));
              if (value.length > merchantLimits.categoriesMax)
                return Promise.reject(
                  new Error(t('categories.tooMany', { max: merchantLimits.categoriesMax })),
                );
              return Promise.resolve();
            },
          },
        ]}
      >
        {tree.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : tree.isError ? (
          <Alert type="error" message={t('categories.loadFailed')} />
        ) : (
          <CategoryChecklist tree={tree.data} />
        )}
      </Form.Item>
      <Form.Item name="intro" label={t('categories.intro')}>
        <Input.TextArea
          maxLength={merchantLimits.introMax}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={t('categories.introPlaceholder')}
        />
      </Form.Item>
    </>
  );
}

/** Second-level classes as checkboxes, grouped under their top-level class. */
function CategoryChecklist({
  tree,
  value = [],
  onChange,
}: {
  tree: ClassNode[];
  value?: number[];
  onChange?(ids: number[]): void;
}) {
  const chosen = new Set(value);
  const toggle = (id: number, on: boolean) =>
    onChange?.(on ? [...value, id] : value.filter((other) => other !== id));
  return (
    <div className="merchant-categories" data-testid="merchant-categories">
      {tree.map((top) => (
        <fieldset key={top.id} className="merchant-categories__group">
          <legend>{top.aliasName || top.name}</legend>
          {top.children.map((child) => (
            <Checkbox
              key={child.id}
              checked={chosen.has(child.id)}
              disabled={!chosen.has(child.id) && value.length >= merchantLimits.categoriesMax}
              onChange={(event) => toggle(child.id, event.target.checked)}
            >
              {child.name}
            </Checkbox>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
