import {
  type MerchantApplication,
  type MerchantDataStep,
  type MerchantSaveStep,
  type MerchantStep,
  merchantLimits,
  merchantSteps,
} from '@mall/contracts';
import { Alert, Button, Checkbox, Form, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useApplicationChanges } from '../api/save-application';
import { AgreementText } from './agreement-text';
import {
  CategoriesFields,
  CompanyFields,
  ContactFields,
  LicenceFields,
  type RenderLicencePicker,
} from './step-fields';

export type { LicencePickerSlotProps, RenderLicencePicker } from './step-fields';

export interface ApplicationWizardProps {
  /** The saved application to resume, or null for a new one. */
  application: MerchantApplication | null;
  renderLicencePicker: RenderLicencePicker;
}

const stepIndex = (step: MerchantStep) => merchantSteps.indexOf(step);

/** Where the wizard opens: the first unsaved step, or the first step to correct after a rejection. */
function startStep(application: MerchantApplication | null): number {
  if (!application) return 0;
  if (application.status === 'rejected') return 0;
  return stepIndex(application.currentStep);
}

/**
 * The merchant application in five steps: company, contact, licence pictures, categories, agreement.
 * Each step is checked here with the shared rules and again by the server, which saves it before the
 * next step opens, so leaving and coming back resumes where the user was. Saved steps can be revisited.
 */
export function ApplicationWizard({ application, renderLicencePicker }: ApplicationWizardProps) {
  const { t } = useTranslation('merchant');
  const { saveStep, submit } = useApplicationChanges();
  const [current, setCurrent] = useState(() => startStep(application));
  // Reached: every saved step and the one after the last saved.
  const reached = application ? stepIndex(application.currentStep) : 0;
  const [form] = Form.useForm();
  const step = merchantSteps[current]!;

  const save = async () => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      if (step === 'agreement') {
        await submit.mutateAsync();
        toast.success(t('wizard.submitted'));
        return;
      }
      await saveStep.mutateAsync({ step, data: toData(step, values) } as MerchantSaveStep);
      toast.success(t('wizard.saved'));
      setCurrent(current + 1);
    } catch {
      // The http client has shown the server's reason.
    }
  };

  // Said once, when a saved application is opened again (not after each step saved here).
  const [resumedAt] = useState(() =>
    application && application.status !== 'rejected' && stepIndex(application.currentStep) > 0
      ? application.currentStep
      : null,
  );

  return (
    <div className="merchant-wizard" data-testid="merchant-wizard" data-step={step}>
      {application?.reviewNote && (
        <Alert
          type="error"
          showIcon
          className="merchant-wizard__alert"
          message={t('wizard.lastRejected', { reason: application.reviewNote })}
          data-testid="merchant-rejected-reason"
        />
      )}
      {resumedAt && (
        <Alert
          type="info"
          showIcon
          className="merchant-wizard__alert"
          message={t('wizard.resumed', { step: t(`wizard.steps.${resumedAt}`) })}
          data-testid="merchant-resumed"
        />
      )}
      <Steps
        current={current}
        onChange={(next) => next <= reached && setCurrent(next)}
        items={merchantSteps.map((key, index) => ({
          title: t(`wizard.steps.${key}`),
          disabled: index > reached,
        }))}
        className="merchant-wizard__steps"
      />
      <Form
        // A new form per step, filled from what the server saved for it.
        key={step}
        form={form}
        layout="horizontal"
        labelCol={{ flex: '220px' }}
        labelWrap
        wrapperCol={{ flex: '1' }}
        initialValues={initialValues(step, application)}
        onFinish={() => void save()}
        className="merchant-wizard__form"
        data-testid={`merchant-step-${step}`}
        scrollToFirstError
      >
        {step === 'company' && <CompanyFields form={form} />}
        {step === 'contact' && <ContactFields />}
        {step === 'licence' && (
          <LicenceFields
            renderLicencePicker={renderLicencePicker}
            applicationId={application?.applicationId}
          />
        )}
        {step === 'categories' && <CategoriesFields />}
        {step === 'agreement' && (
          <>
            <AgreementText />
            <Form.Item
              name="agreed"
              valuePropName="checked"
              wrapperCol={{ flex: '1' }}
              rules={[
                {
                  validator: (_, value) =>
                    value ? Promise.resolve() : Promise.reject(new Error(t('agreement.required'))),
                },
              ]}
            >
              <Checkbox>{t('agreement.agree')}</Checkbox>
            </Form.Item>
          </>
        )}
        <div className="merchant-wizard__actions">
          {current > 0 && <Button onClick={() => setCurrent(current - 1)}>{t('wizard.previous')}</Button>}
          <Button
            type="primary"
            htmlType="submit"
            loading={saveStep.isPending || submit.isPending}
            data-testid="merchant-next"
          >
            {step === 'agreement' ? t('wizard.submit') : t('wizard.saveNext')}
          </Button>
        </div>
      </Form>
    </div>
  );
}

function initialValues(step: MerchantStep, application: MerchantApplication | null): Record<string, unknown> {
  switch (step) {
    case 'company':
      return application?.company ?? { accountType: 'corporate' };
    case 'contact':
      return application?.contact ?? {};
    case 'licence':
      return { licenceUrls: application?.licence?.licenceUrls ?? [] };
    case 'categories':
      return application?.categories ?? { classIds: [] };
    default:
      return { agreed: false };
  }
}

/** The form's values as the step's data: strings trimmed, empty optional fields left out. */
function toData(step: MerchantDataStep, values: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') {
      if (value.trim() !== '') data[key] = value.trim();
    } else if (value !== undefined) data[key] = value;
  }
  if (step === 'company') {
    data.creditCode = String(data.creditCode ?? '').toUpperCase();
    data.legalIdNumber = String(data.legalIdNumber ?? '').toUpperCase();
    // Account numbers are often typed in groups of four.
    data.bankAccount = String(data.bankAccount ?? '').replace(/\s+/g, '');
  }
  if (step === 'categories' && Array.isArray(data.classIds))
    data.classIds = (data.classIds as number[]).slice(0, merchantLimits.categoriesMax);
  return data;
}
