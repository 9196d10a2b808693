import {
  catalogEndpoints,
  catalogueEditEndpoints,
  ErrorCode,
  type Locale,
  locales,
  type ShopProduct,
  shopProductEndpoints,
  shopProductFields,
  shopProductLimits,
  shopSettingsEndpoints,
} from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  AutoComplete,
  Button,
  Card,
  Cascader,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadFailed, Loading } from '../../app/page-states';
import { call, errorText, isApiError } from '../../lib/api';
import { contractRule, optionalContractRule } from '../../lib/contract-rules';
import { RichTextField } from '../../lib/rich-text-field';
import { useShownText } from '../../lib/texts';
import { formOf, inputOf, optionsOf, type ProductForm } from './product-form';
import { GalleryPicker, ProductPictures } from './product-pictures';
import { ProductSkus, ProductSpecs } from './product-skus';
import { productStatusColours } from './product-status';

/** One language's name, subtitle and description; Chinese required, the others falling back to it. */
function LanguagePane({ lang, pickImage }: { lang: Locale; pickImage: () => Promise<string | undefined> }) {
  const { t } = useTranslation();
  const chinese = lang === 'zh_CN';
  const textRule = (schema: typeof shopProductFields.name) =>
    chinese ? contractRule(schema) : optionalContractRule(schema);
  const htmlLang = lang.replace('_', '-');
  return (
    <>
      {!chinese && (
        <Typography.Paragraph type="secondary">{t('product.translationHelp')}</Typography.Paragraph>
      )}
      <Form.Item
        name={['name', lang]}
        label={t('product.name')}
        required={chinese}
        rules={[textRule(chinese ? shopProductFields.name : shopProductFields.translatedName)]}
      >
        <Input maxLength={shopProductLimits.nameMax} showCount lang={htmlLang} />
      </Form.Item>
      <Form.Item
        name={['subtitle', lang]}
        label={t('product.subtitle')}
        rules={[optionalContractRule(shopProductFields.subtitle)]}
      >
        <Input maxLength={shopProductLimits.subtitleMax} lang={htmlLang} />
      </Form.Item>
      <Suspense fallback={<Loading />}>
        <Form.Item name={['detailHtml', lang]} label={t('product.detail')}>
          <RichTextField lang={lang} label={t('product.detail')} pickImage={pickImage} />
        </Form.Item>
      </Suspense>
    </>
  );
}

export default function ProductEdit() {
  const { t } = useTranslation();
  const shown = useShownText();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const productId = params.productId === 'new' ? undefined : Number(params.productId);
  const [form] = Form.useForm<ProductForm>();
  const [conflict, setConflict] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const pickResolve = useRef<((url: string | undefined) => void) | null>(null);
  const detail = useQuery({
    queryKey: ['merchant', 'product', productId],
    queryFn: () => call(shopProductEndpoints.productDetail, { query: { productId: productId as number } }),
    enabled: productId !== undefined && Number.isInteger(productId),
    // A refetch would put the stored product back into a form being edited; a stale edit is the server's to catch.
    refetchOnWindowFocus: false,
  });
  const tree = useQuery({
    queryKey: ['catalog', 'classTree'],
    queryFn: () => call(catalogEndpoints.classTree, { query: { classType: 1, showView: 1 } }),
    staleTime: 5 * 60_000,
  });
  const brands = useQuery({
    queryKey: ['catalog', 'brands'],
    queryFn: () => call(catalogEndpoints.brandList, { query: { offset: 1, limit: 100 } }),
    staleTime: 5 * 60_000,
  });
  // The shop's own classes (its settings), to put the product in one.
  const shopClasses = useQuery({
    queryKey: ['merchant', 'shopClasses'],
    queryFn: () => call(shopSettingsEndpoints.shopClassList),
    staleTime: 60_000,
  });
  // The platform's units of measure (its catalogue), offered while typing; any other is accepted too.
  const units = useQuery({
    queryKey: ['catalog', 'units'],
    queryFn: () => call(catalogueEditEndpoints.productUnits),
    staleTime: 5 * 60_000,
  });
  const product = detail.data;
  useEffect(() => {
    if (product && tree.data) form.setFieldsValue(formOf(product, tree.data));
  }, [product, tree.data, form]);
  const images = Form.useWatch('images', form) ?? [];
  const skus = Form.useWatch('skus', form) ?? [];

  const save = useMutation({
    mutationFn: async ({ values, publish }: { values: ProductForm; publish: boolean }) => {
      const saved = await call(shopProductEndpoints.productSave, { body: inputOf(values, product) });
      if (!publish || saved.status === 'onSale') return { saved, published: false };
      const body = { productId: saved.productId, version: saved.version, action: 'publish' as const };
      return { saved: await call(shopProductEndpoints.productPublish, { body }), published: true };
    },
    onSuccess: ({ saved, published }) => {
      setConflict(null);
      queryClient.setQueryData(['merchant', 'product', saved.productId], saved);
      void queryClient.invalidateQueries({ queryKey: ['merchant', 'products'] });
      void message.success(t(published ? 'product.published' : 'product.saved'));
      if (productId === undefined) navigate(`../products/${saved.productId}`, { replace: true });
    },
    onError: (error) => {
      const reason = errorText(error, t('app.networkError'));
      if (isApiError(error) && error.code === ErrorCode.CONFLICT) setConflict(reason);
      else void message.error(reason);
    },
  });
  const takeDown = useMutation({
    mutationFn: (p: ShopProduct) =>
      call(shopProductEndpoints.productPublish, {
        body: { productId: p.productId, version: p.version, action: 'takeDown' },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['merchant', 'product', saved.productId], saved);
      void queryClient.invalidateQueries({ queryKey: ['merchant', 'products'] });
      void message.success(t('product.takenDown'));
    },
    onError: (error) => {
      const reason = errorText(error, t('app.networkError'));
      if (isApiError(error) && error.code === ErrorCode.CONFLICT) setConflict(reason);
      else void message.error(reason);
    },
  });
  const pickImage = () =>
    new Promise<string | undefined>((resolve) => {
      pickResolve.current = resolve;
      setPicking(true);
    });
  const closePicker = (url: string | undefined) => {
    pickResolve.current?.(url);
    pickResolve.current = null;
    setPicking(false);
  };

  if (detail.isError) return <LoadFailed error={detail.error} retry={() => void detail.refetch()} />;
  if (tree.isError) return <LoadFailed error={tree.error} retry={() => void tree.refetch()} />;
  if ((productId !== undefined && !product) || !tree.data) return <Loading />;
  const submit = (publish: boolean) =>
    form
      .validateFields()
      .then(() => save.mutate({ values: form.getFieldsValue(true) as ProductForm, publish }))
      .catch(() => void message.error(t('product.invalid')));
  return (
    <Form<ProductForm>
      form={form}
      layout="vertical"
      initialValues={{
        brandId: 0,
        shopClassId: 0,
        unit: '件',
        minOrder: '1',
        stock: '0',
        images: [],
        specs: [],
        skus: [],
        name: {},
      }}
      className="console-product-form"
      onFinish={() => submit(false)}
    >
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} className="console-page-title">
            {product ? t('product.editTitle') : t('product.newTitle')}
          </Typography.Title>
          <Space wrap>
            {product && (
              <>
                <Tag color={productStatusColours[product.status]}>
                  {t(`products.statuses.${product.status}`)}
                </Tag>
                <Typography.Text type="secondary">
                  {t('product.version', { version: product.version })}
                </Typography.Text>
                {product.status === 'onSale' && (
                  <a href={`/product/${product.productId}`} target="_blank" rel="noreferrer">
                    {t('product.preview')}
                  </a>
                )}
              </>
            )}
            <Link to="../products">{t('product.back')}</Link>
          </Space>
        </Flex>
        {conflict && (
          <Alert
            type="warning"
            showIcon
            className="console-product-form__conflict"
            message={t('product.conflictTitle')}
            description={conflict}
            action={
              <Button
                onClick={() => {
                  setConflict(null);
                  void detail.refetch();
                }}
              >
                {t('product.reload')}
              </Button>
            }
          />
        )}
      </Card>
      <Card title={t('product.texts')}>
        <Tabs
          items={locales.map((lang) => ({
            key: lang,
            label: t(`langs.${lang}`),
            forceRender: true,
            children: <LanguagePane lang={lang} pickImage={pickImage} />,
          }))}
        />
      </Card>
      <Card title={t('product.pictures')}>
        <Form.Item
          name="images"
          extra={t('product.picturesHelp', { max: shopProductLimits.imagesMax })}
          rules={[
            {
              required: true,
              type: 'array',
              min: 1,
              message: t('product.picturesHelp', { max: shopProductLimits.imagesMax }),
            },
          ]}
        >
          <ProductPictures />
        </Form.Item>
      </Card>
      <Card title={t('product.basic')}>
        <Flex gap={16} wrap>
          <Form.Item
            name="classPath"
            label={t('product.klass')}
            rules={[{ required: true, type: 'array', len: 3, message: t('product.classPlaceholder') }]}
            className="console-product-form__wide"
          >
            <Cascader options={optionsOf(tree.data)} placeholder={t('product.classPlaceholder')} showSearch />
          </Form.Item>
          <Form.Item name="brandId" label={t('product.brand')} className="console-product-form__field">
            <Select
              showSearch
              optionFilterProp="label"
              loading={brands.isLoading}
              options={[
                { value: 0, label: t('product.noBrand') },
                ...(brands.data?.rows ?? []).map((b) => ({ value: b.brandId, label: b.brandName })),
              ]}
            />
          </Form.Item>
          <Form.Item
            name="shopClassId"
            label={t('product.shopClass')}
            className="console-product-form__field"
          >
            <Select
              loading={shopClasses.isLoading}
              options={[
                { value: 0, label: t('product.noShopClass') },
                ...(shopClasses.data ?? []).map((c) => ({
                  value: c.id,
                  label: shown(c.names),
                })),
              ]}
            />
          </Form.Item>
          <Form.Item
            name="unit"
            label={t('product.unit')}
            rules={[contractRule(shopProductFields.unit)]}
            className="console-product-form__narrow"
          >
            <AutoComplete
              options={(units.data ?? []).map((unit) => ({
                value: unit.code,
                label: unit.label === unit.code ? unit.code : `${unit.code} (${unit.label})`,
              }))}
              maxLength={shopProductLimits.unitMax}
            />
          </Form.Item>
          <Form.Item
            name="minOrder"
            label={t('product.minOrder')}
            rules={[contractRule(shopProductFields.quantity)]}
            className="console-product-form__narrow"
          >
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('product.code')}
            rules={[optionalContractRule(shopProductFields.code)]}
            className="console-product-form__field"
          >
            <Input maxLength={shopProductLimits.codeMax} autoComplete="off" />
          </Form.Item>
          <Form.Item name="weightGrams" label={t('product.weight')} className="console-product-form__narrow">
            <InputNumber min={0} max={shopProductLimits.weightGramsMax} precision={0} />
          </Form.Item>
          <Form.Item
            name="keywords"
            label={t('product.keywords')}
            extra={t('product.keywordsHelp')}
            rules={[optionalContractRule(shopProductFields.keywords)]}
            className="console-product-form__wide"
          >
            <Input maxLength={shopProductLimits.keywordsMax} />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          {skus.length === 0 && (
            <>
              <Form.Item
                name="price"
                label={t('product.price')}
                rules={[contractRule(shopProductFields.price)]}
                className="console-product-form__narrow"
              >
                <Input inputMode="decimal" autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="stock"
                label={t('product.stock')}
                rules={[contractRule(shopProductFields.quantity)]}
                className="console-product-form__narrow"
              >
                <Input inputMode="decimal" autoComplete="off" />
              </Form.Item>
            </>
          )}
          <Form.Item
            name="marketPrice"
            label={t('product.marketPrice')}
            rules={[optionalContractRule(shopProductFields.price)]}
            className="console-product-form__narrow"
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
        </Flex>
      </Card>
      <Card title={t('product.skus')}>
        <ProductSkus images={images} />
      </Card>
      <Card title={t('product.specs')}>
        <ProductSpecs />
      </Card>
      <div className="console-product-form__actions">
        <Space wrap>
          <Button
            type={product?.status === 'onSale' ? 'primary' : 'default'}
            htmlType="submit"
            loading={save.isPending}
          >
            {product ? t('product.save') : t('product.saveDraft')}
          </Button>
          {product?.status !== 'onSale' && (
            <Button type="primary" loading={save.isPending} onClick={() => void submit(true)}>
              {t('product.saveAndPublish')}
            </Button>
          )}
          {product?.status === 'onSale' && (
            <Button danger loading={takeDown.isPending} onClick={() => takeDown.mutate(product)}>
              {t('product.takeDown')}
            </Button>
          )}
        </Space>
      </div>
      <GalleryPicker
        open={picking}
        max={1}
        onClose={() => closePicker(undefined)}
        onPick={(urls) => closePicker(urls[0])}
      />
    </Form>
  );
}
