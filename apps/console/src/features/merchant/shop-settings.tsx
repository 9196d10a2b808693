import {
  catalogEndpoints,
  type Locale,
  type ShopSettings,
  type ShopSettingsInput,
  shopAdminLimits,
  shopSettingsEndpoints,
  shopSettingsInputSchema,
} from '@mall/contracts';
import { paths, storefrontUrl } from '@mall/contracts/storefront-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Space, Tabs, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../app/page-states';
import { call, errorText } from '../../lib/api';
import { contractRule, optionalContractRule } from '../../lib/contract-rules';
import { SinglePicture } from './product-pictures';

const locales: Locale[] = ['zh_CN', 'en_US', 'ru_RU', 'es'];
const descriptionSchema = shopSettingsInputSchema.shape.description.shape.zh_CN;

interface SettingsForm {
  logoUrl: string;
  description: Record<Locale, string>;
  /** 0: none (a Select keeps no null). */
  mainClassId: number;
}

const formOf = (shop: ShopSettings): SettingsForm => ({
  logoUrl: shop.logoUrl,
  description: shop.description,
  mainClassId: shop.mainClassId ?? 0,
});

/**
 * The shop's face on the storefront: its logo (from the gallery or uploaded), its introduction in the four
 * languages and its main class. The name is shown, not edited: the platform's approval gave it. A shop the
 * platform suspended says so here too.
 */
export default function ShopSettingsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SettingsForm>();
  const settings = useQuery({
    queryKey: ['merchant', 'shopSettings'],
    queryFn: () => call(shopSettingsEndpoints.shopSettings),
    // A refetch would put the stored values back into a form being edited.
    refetchOnWindowFocus: false,
  });
  const tree = useQuery({
    queryKey: ['catalog', 'classTree'],
    queryFn: () => call(catalogEndpoints.classTree, { query: { classType: 1, showView: 1 } }),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (settings.data) form.setFieldsValue(formOf(settings.data));
  }, [settings.data, form]);
  const save = useMutation({
    mutationFn: (body: ShopSettingsInput) => call(shopSettingsEndpoints.shopSave, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['merchant', 'shopSettings'], saved);
      void message.success(t('shops.settings.saved'));
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <LoadFailed error={settings.error} retry={() => void settings.refetch()} />;
  const shop = settings.data;
  const submit = (values: SettingsForm) =>
    save.mutate({
      logoUrl: values.logoUrl ?? '',
      description: {
        zh_CN: values.description.zh_CN ?? '',
        en_US: values.description.en_US ?? '',
        ru_RU: values.description.ru_RU ?? '',
        es: values.description.es ?? '',
      },
      mainClassId: values.mainClassId ? values.mainClassId : null,
    });
  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={formOf(shop)}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} className="console-page-title">
            {t('shops.settings.title')}
          </Typography.Title>
          <Space wrap>
            <a
              href={storefrontUrl(paths.shopDetail.href({ shopId: shop.shopId }))}
              target="_blank"
              rel="noreferrer"
            >
              {t('shops.settings.view')}
            </a>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('shops.settings.save')}
            </Button>
          </Space>
        </Flex>
        {shop.status === 'suspended' && (
          <Alert
            type="error"
            showIcon
            style={{ marginBlock: 12 }}
            title={t('shops.settings.suspended', { reason: shop.suspendedReason })}
          />
        )}
        {/* Not a field of the form (the platform names a shop): its label is tied to it by id. */}
        <Form.Item label={t('shops.settings.name')} htmlFor="shop-name" extra={t('shops.settings.nameHint')}>
          <Input id="shop-name" value={shop.shopName} readOnly aria-readonly data-testid="shop-name" />
        </Form.Item>
        <Form.Item name="logoUrl" label={t('shops.settings.logo')} extra={t('shops.settings.logoHint')}>
          <SinglePicture />
        </Form.Item>
        <Form.Item name="mainClassId" label={t('shops.settings.mainClass')}>
          <Select
            style={{ maxWidth: 360 }}
            loading={tree.isLoading}
            showSearch
            optionFilterProp="label"
            options={[
              { value: 0, label: t('shops.settings.mainClassNone') },
              ...(tree.data ?? []).map((node) => ({ value: node.id, label: node.name })),
            ]}
          />
        </Form.Item>
      </Card>
      <Card title={t('shops.settings.description')}>
        <Typography.Paragraph type="secondary">{t('shops.settings.descriptionHint')}</Typography.Paragraph>
        <Tabs
          items={locales.map((lang) => ({
            key: lang,
            label: t(`langs.${lang}`),
            forceRender: true,
            children: (
              <Form.Item
                name={['description', lang]}
                label={`${t('shops.settings.description')} · ${t(`langs.${lang}`)}`}
                rules={[
                  lang === 'zh_CN'
                    ? contractRule(descriptionSchema)
                    : optionalContractRule(descriptionSchema),
                ]}
              >
                <Input.TextArea rows={5} maxLength={shopAdminLimits.descriptionMax} showCount />
              </Form.Item>
            ),
          }))}
        />
      </Card>
    </Form>
  );
}
