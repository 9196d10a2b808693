import {
  type ConfigParam,
  type ConfigParamInput,
  type EditableParamCode,
  type Locale,
  paramValueSchema,
  platformEndpoints,
  systemParamKinds,
} from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  ColorPicker,
  Flex,
  Form,
  Input,
  List,
  Radio,
  Select,
  Switch,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../../app/page-states';
import { call, errorText } from '../../lib/api';
import { contractRule, optionalContractRule } from '../../lib/contract-rules';
import { ConfigDiscounts } from './config-discounts';
import { ConfigMenuTabs } from './config-menu-tabs';
import { ConfigSites } from './config-sites';
import { ConfigSwitches } from './config-switches';

/** The languages a translated parameter has beside its Chinese value (empty: the Chinese one is shown). */
const translations: { locale: Exclude<Locale, 'zh_CN'>; name: string }[] = [
  { locale: 'en_US', name: 'English' },
  { locale: 'ru_RU', name: 'Русский' },
  { locale: 'es', name: 'Español' },
];

interface ParamForm {
  value: string;
  valueI18n: Partial<Record<Exclude<Locale, 'zh_CN'>, string>>;
}

/** The editor of a value by its kind (the contract's registry says which). */
function ValueEditor({ code, label }: { code: EditableParamCode; label: string }) {
  const { t } = useTranslation();
  const spec = systemParamKinds[code];
  const rules = [contractRule(paramValueSchema(code))];
  switch (spec.kind) {
    case 'switch':
      return (
        <Form.Item
          name="value"
          label={label}
          valuePropName="checked"
          getValueProps={(value: string) => ({ checked: value === '1' })}
          normalize={(checked: boolean) => (checked ? '1' : '0')}
        >
          <Switch />
        </Form.Item>
      );
    case 'choice':
      return (
        <Form.Item name="value" label={label} rules={rules}>
          <Select
            className="console-config__choice"
            options={spec.options.map((value) => ({
              value,
              label: t(`config.choices.${code}.${value}` as never),
            }))}
          />
        </Form.Item>
      );
    case 'colour':
      return (
        <Form.Item label={label} required htmlFor={`param-${code}`}>
          <Flex gap={8} align="center">
            <Form.Item name="value" noStyle rules={rules}>
              <Input id={`param-${code}`} className="console-config__colour" maxLength={60} />
            </Form.Item>
            <Form.Item noStyle shouldUpdate>
              {(form) => (
                <ColorPicker
                  aria-label={t('config.pickColour')}
                  value={
                    /^#[0-9a-f]{6}$/i.test(form.getFieldValue('value'))
                      ? form.getFieldValue('value')
                      : undefined
                  }
                  disabledAlpha
                  onChangeComplete={(colour) => form.setFieldValue('value', colour.toHexString())}
                />
              )}
            </Form.Item>
          </Flex>
        </Form.Item>
      );
    case 'longText':
      return (
        <Form.Item name="value" label={label} rules={rules}>
          <Input.TextArea rows={2} maxLength={spec.max} showCount />
        </Form.Item>
      );
    default:
      return (
        <Form.Item name="value" label={label} rules={rules}>
          <Input
            maxLength={'max' in spec ? spec.max : 300}
            inputMode={spec.kind === 'integer' || spec.kind === 'areaCode' ? 'numeric' : undefined}
          />
        </Form.Item>
      );
  }
}

function ParamRow({ param }: { param: ConfigParam }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ParamForm>();
  const code = param.code;
  const translated = 'translated' in systemParamKinds[code];
  const label = t(`config.labels.${code}` as never);
  const save = useMutation({
    mutationFn: (body: ConfigParamInput) => call(platformEndpoints.configParamSave, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<ConfigParam[]>(['platform', 'config'], (list) =>
        list?.map((item) => (item.code === saved.code ? saved : item)),
      );
      form.resetFields();
      void message.success(t('config.saved', { name: label }));
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  const optionalRule = optionalContractRule(paramValueSchema(code));
  return (
    <List.Item data-testid={`param-${code}`}>
      <Form<ParamForm>
        form={form}
        layout="vertical"
        className="console-config__form"
        initialValues={{ value: param.value, valueI18n: param.valueI18n }}
        onFinish={(values) =>
          save.mutate({
            code,
            value: values.value,
            ...(translated ? { valueI18n: values.valueI18n ?? {} } : {}),
          })
        }
      >
        <Flex gap={12} wrap align="end">
          <div className="console-config__value">
            <ValueEditor code={code} label={label} />
          </div>
          {translated
            ? translations.map(({ locale, name }) => (
                <Form.Item
                  key={locale}
                  name={['valueI18n', locale]}
                  label={name}
                  rules={[optionalRule]}
                  className="console-config__translation"
                >
                  <Input placeholder={t('config.sameAsChinese')} />
                </Form.Item>
              ))
            : null}
          <Form.Item>
            <Button htmlType="submit" loading={save.isPending}>
              {t('config.save')}
            </Button>
          </Form.Item>
        </Flex>
        <Typography.Text type="secondary" className="console-config__code">
          {code}
        </Typography.Text>
      </Form>
    </List.Item>
  );
}

/** The system parameters of spec §3, each saved on its own. */
function ConfigParams() {
  const { t } = useTranslation();
  const params = useQuery({
    queryKey: ['platform', 'config'],
    queryFn: () => call(platformEndpoints.configParamList),
  });
  if (params.isPending) return <Loading />;
  if (params.isError) return <LoadFailed error={params.error} retry={() => void params.refetch()} />;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('config.intro')}</Typography.Paragraph>
      <List dataSource={params.data} renderItem={(param) => <ParamRow key={param.code} param={param} />} />
    </>
  );
}

const sections = {
  params: ConfigParams,
  switches: ConfigSwitches,
  menuTabs: ConfigMenuTabs,
  discounts: ConfigDiscounts,
  sites: ConfigSites,
} as const;
type Section = keyof typeof sections;
const isSection = (value: string | null): value is Section =>
  value !== null && Object.hasOwn(sections, value);

/**
 * Configuration (spec §3 and §7): the system parameters, the switches, the storefront's menu tabs, the
 * discount methods and the sites, one section each (`?tab=`); every change applies to the storefront at once.
 */
export default function Config() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  const active: Section = isSection(tab) ? tab : 'params';
  const Body = sections[active];
  return (
    <Card>
      <Typography.Title level={1} className="console-page-title">
        {t('config.title')}
      </Typography.Title>
      {/* One section at a time, chosen by buttons that wrap on a phone (a tab bar there would hide some
          behind an overflow menu that is no tab). */}
      <Radio.Group
        aria-label={t('config.title')}
        optionType="button"
        buttonStyle="solid"
        value={active}
        onChange={(event) =>
          setSearch(event.target.value === 'params' ? {} : { tab: event.target.value }, { replace: true })
        }
        options={(Object.keys(sections) as Section[]).map((key) => ({
          value: key,
          label: t(`configItems.tabs.${key}`),
        }))}
        style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8, marginBottom: 16 }}
      />
      <Body />
    </Card>
  );
}
