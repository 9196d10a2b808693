import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  catalogEndpoints,
  type Locale,
  locales,
  type ShopSettings,
  type ShopSettingsInput,
  shopAdminLimits,
  shopClassInputSchema,
  shopSettingsEndpoints,
  shopSettingsInputSchema,
} from '@mall/contracts';
import { paths, storefrontUrl } from '@mall/contracts/storefront-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../app/page-states';
import { call, errorText } from '../../lib/api';
import { contractRule, optionalContractRule } from '../../lib/contract-rules';
import { LanguageTabs } from '../../lib/rich-text-field';
import { textsOf } from '../../lib/texts';
import { SinglePicture } from './product-pictures';

const descriptionSchema = shopSettingsInputSchema.shape.description.shape.zh_CN;
const noticeSchema = shopSettingsInputSchema.shape.notice.unwrap().shape.zh_CN;
const classNameSchema = shopClassInputSchema.shape.names.shape.zh_CN;

interface ClassRow {
  id?: number;
  names: Record<Locale, string>;
  /** The products in it (a class saved already). */
  productCount?: number;
}

interface SettingsForm {
  logoUrl: string;
  bannerUrl: string;
  description: Record<Locale, string>;
  notice: Record<Locale, string>;
  /** 0: none (a Select keeps no null). */
  mainClassId: number;
  classes: ClassRow[];
}

const formOf = (shop: ShopSettings): SettingsForm => ({
  logoUrl: shop.logoUrl,
  bannerUrl: shop.bannerUrl,
  description: shop.description,
  notice: shop.notice,
  mainClassId: shop.mainClassId ?? 0,
  classes: shop.classes.map((c) => ({ id: c.id, names: c.names, productCount: c.productCount })),
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
      // The product form's choice of the shop's classes.
      void queryClient.invalidateQueries({ queryKey: ['merchant', 'shopClasses'] });
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
      bannerUrl: values.bannerUrl ?? '',
      description: textsOf(values.description),
      notice: textsOf(values.notice),
      mainClassId: values.mainClassId ? values.mainClassId : null,
      classes: (values.classes ?? []).map((c) => ({
        ...(c.id ? { id: c.id } : {}),
        names: textsOf(c.names),
      })),
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
        <Form.Item name="bannerUrl" label={t('shops.settings.banner')} extra={t('shops.settings.bannerHint')}>
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
      <Card title={t('shops.settings.texts')}>
        {/* Above the fields, not under one: a hint there would sit under the text area's character count. */}
        <Typography.Paragraph type="secondary">{t('shops.settings.noticeHint')}</Typography.Paragraph>
        <LanguageTabs>
          {(lang) => (
            <>
              <Form.Item
                name={['description', lang]}
                label={`${t('shops.settings.description')} · ${t(`langs.${lang}`)}`}
                rules={[
                  lang === 'zh_CN'
                    ? contractRule(descriptionSchema)
                    : optionalContractRule(descriptionSchema),
                ]}
              >
                <Input.TextArea rows={4} maxLength={shopAdminLimits.descriptionMax} showCount />
              </Form.Item>
              <Form.Item
                name={['notice', lang]}
                label={`${t('shops.settings.notice')} · ${t(`langs.${lang}`)}`}
                rules={[lang === 'zh_CN' ? contractRule(noticeSchema) : optionalContractRule(noticeSchema)]}
              >
                <Input.TextArea rows={3} maxLength={shopAdminLimits.noticeMax} showCount />
              </Form.Item>
            </>
          )}
        </LanguageTabs>
      </Card>
      <ShopClassesCard />
    </Form>
  );
}

/**
 * The shop's own classes (店铺分类) as an ordered list: a name in each language (Chinese required), moved up
 * and down, removed (its products stay, unclassed), added up to the contract's limit. Saved with the page.
 */
function ShopClassesCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('shops.settings.classes')}>
      <Typography.Paragraph type="secondary">{t('shops.settings.classesHint')}</Typography.Paragraph>
      <Form.List name="classes">
        {(fields, { add, remove, move }) => (
          <>
            {fields.length === 0 && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shops.settings.noClasses')} />
            )}
            <ol className="console-shop-classes">
              {fields.map((field, index) => (
                <ShopClassItem
                  key={field.key}
                  name={field.name}
                  index={index}
                  last={index === fields.length - 1}
                  onUp={() => move(index, index - 1)}
                  onDown={() => move(index, index + 1)}
                  onRemove={() => remove(index)}
                />
              ))}
            </ol>
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= shopAdminLimits.classesMax}
              onClick={() => add({ names: { zh_CN: '', en_US: '', ru_RU: '', es: '' } })}
            >
              {t('shops.settings.addClass')}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}

function ShopClassItem(props: {
  name: number;
  index: number;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { name, index, last } = props;
  const form = Form.useFormInstance<SettingsForm>();
  // Not a field (no input holds it): watched among the form's stored values.
  const productCount = Form.useWatch(['classes', name, 'productCount'], { form, preserve: true });
  const label = (lang: Locale) => t('shops.settings.className', { n: index + 1, lang: t(`langs.${lang}`) });
  return (
    <li className="console-shop-class" data-testid="shop-class">
      <div className="console-shop-class__names">
        {locales.map((lang) => (
          <Form.Item
            key={lang}
            name={[name, 'names', lang]}
            label={label(lang)}
            rules={[lang === 'zh_CN' ? contractRule(classNameSchema) : optionalContractRule(classNameSchema)]}
          >
            <Input maxLength={shopAdminLimits.classNameMax} />
          </Form.Item>
        ))}
      </div>
      <Space wrap className="console-shop-class__actions">
        {productCount !== undefined && (
          <Typography.Text type="secondary">
            {t('shops.settings.classProducts', { count: productCount })}
          </Typography.Text>
        )}
        <Button
          size="small"
          icon={<ArrowUpOutlined />}
          aria-label={t('shops.settings.classUp', { n: index + 1 })}
          disabled={index === 0}
          onClick={props.onUp}
        />
        <Button
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={t('shops.settings.classDown', { n: index + 1 })}
          disabled={last}
          onClick={props.onDown}
        />
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('shops.settings.classRemove', { n: index + 1 })}
          onClick={props.onRemove}
        />
      </Space>
    </li>
  );
}
