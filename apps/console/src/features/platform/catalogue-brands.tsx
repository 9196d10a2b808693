import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type CatalogueBrand,
  type CatalogueBrandInput,
  catalogueEditEndpoints,
  catalogueFields,
  catalogueLimits,
} from '@mall/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Drawer,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  List,
  Popconfirm,
  Space,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../app/page-states';
import { useAddressFilters } from '../../lib/address-filters';
import { call } from '../../lib/api';
import { contractRule } from '../../lib/contract-rules';
import { thumbOf } from '../merchant/product-pictures';
import {
  type FormTexts,
  failure,
  formTexts,
  inputTexts,
  LocaleFields,
  PictureField,
} from './catalogue-fields';

const pageSize = 20;
const brandsKey = ['platform', 'catalogue', 'brands'] as const;

interface BrandForm {
  name: FormTexts;
  description: FormTexts;
  logoUrl: string;
  sort: number | null;
}

/** A brand's form: name and introduction in four languages, logo, order. `brand` null: a new one. */
function BrandDrawer({
  open,
  brand,
  onClose,
}: {
  open: boolean;
  brand: CatalogueBrand | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const narrow = !Grid.useBreakpoint().md;
  const [form] = Form.useForm<BrandForm>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      brand
        ? {
            name: formTexts(brand.name),
            description: formTexts(brand.description),
            logoUrl: brand.logoUrl,
            sort: brand.sort,
          }
        : { name: {}, description: {}, logoUrl: '', sort: 0 },
    );
  }, [open, brand, form]);
  const save = useMutation({
    mutationFn: (body: CatalogueBrandInput) => call(catalogueEditEndpoints.brandSave, { body }),
    onSuccess: (saved) => {
      void message.success(t('catalogue.saved', { name: saved.name.zh_CN }));
      void queryClient.invalidateQueries({ queryKey: brandsKey });
      onClose();
    },
    onError: (error) => void message.error(failure(error, t('app.networkError'))),
  });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={
        brand ? t('catalogue.brands.editTitle', { name: brand.name.zh_CN }) : t('catalogue.brands.newTitle')
      }
      width={narrow ? '100%' : 640}
      destroyOnHidden
      extra={
        <Flex gap={8}>
          <Button onClick={onClose}>{t('catalogue.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('catalogue.save')}
          </Button>
        </Flex>
      }
    >
      <Form<BrandForm>
        form={form}
        layout="vertical"
        onFinishFailed={() => void message.error(t('catalogue.checkFields'))}
        onFinish={(values) =>
          save.mutate({
            ...(brand ? { brandId: brand.brandId } : {}),
            name: inputTexts(values.name),
            description: inputTexts(values.description),
            logoUrl: values.logoUrl ?? '',
            sort: values.sort ?? 0,
          })
        }
      >
        <LocaleFields
          name="name"
          label={t('catalogue.brands.name')}
          chinese={catalogueFields.brandName}
          translated={catalogueFields.translatedBrandName}
          maxLength={catalogueLimits.brandNameMax}
        />
        <Form.Item name="logoUrl" label={t('catalogue.brands.logo')}>
          <PictureField />
        </Form.Item>
        <Form.Item
          name="sort"
          label={t('catalogue.sort')}
          extra={t('catalogue.sortHelp')}
          rules={[contractRule(catalogueFields.sort)]}
        >
          <InputNumber min={0} max={catalogueLimits.sortMax} precision={0} />
        </Form.Item>
        <LocaleFields
          name="description"
          label={t('catalogue.brands.description')}
          chinese={catalogueFields.brandDescription}
          translated={catalogueFields.brandDescription}
          maxLength={catalogueLimits.brandDescriptionMax}
          multiline
        />
      </Form>
    </Drawer>
  );
}

/** The brands: searched by a word of any language, added and edited in a drawer, deleted while unused. */
export default function CatalogueBrands() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // Cards below a laptop's width: a tablet held upright has no room for the table's columns.
  const narrow = !Grid.useBreakpoint().lg;
  const { params, page, update, paging } = useAddressFilters();
  const keyword = params.get('keyword') ?? '';
  const [editing, setEditing] = useState<{ brand: CatalogueBrand | null } | null>(null);
  const list = useQuery({
    queryKey: [...brandsKey, keyword, page],
    queryFn: () =>
      call(catalogueEditEndpoints.brandList, {
        query: { keyword: keyword || undefined, offset: page, limit: pageSize },
      }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (brand: CatalogueBrand) =>
      call(catalogueEditEndpoints.brandDelete, { body: { brandId: brand.brandId } }),
    onSuccess: (_, brand) => {
      void message.success(t('catalogue.deleted', { name: brand.name.zh_CN }));
      void queryClient.invalidateQueries({ queryKey: brandsKey });
    },
    onError: (error) => void message.error(failure(error, t('app.networkError'))),
  });
  const logo = (brand: CatalogueBrand, size: number) =>
    brand.logoUrl ? (
      <img src={thumbOf(brand.logoUrl)} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />
    ) : null;
  const translations = (brand: CatalogueBrand) =>
    [brand.name.en_US, brand.name.ru_RU, brand.name.es].filter(Boolean).join(' · ');
  const actions = (brand: CatalogueBrand) => (
    <Space size={4}>
      <Button
        size="small"
        icon={<EditOutlined />}
        aria-label={`${t('catalogue.edit')}：${brand.name.zh_CN}`}
        onClick={() => setEditing({ brand })}
      >
        {t('catalogue.edit')}
      </Button>
      {brand.products > 0 ? (
        <Tooltip title={t('catalogue.brands.inUse', { count: brand.products })}>
          <Button size="small" danger icon={<DeleteOutlined />} disabled>
            {t('catalogue.delete')}
          </Button>
        </Tooltip>
      ) : (
        <Popconfirm
          title={t('catalogue.brands.deleteConfirm', { name: brand.name.zh_CN })}
          okText={t('catalogue.delete')}
          cancelText={t('catalogue.cancel')}
          onConfirm={() => remove.mutate(brand)}
        >
          <Button size="small" danger icon={<DeleteOutlined />}>
            {t('catalogue.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
  const columns: ColumnsType<CatalogueBrand> = [
    { title: t('catalogue.brands.logo'), key: 'logo', render: (_, brand) => logo(brand, 40) },
    {
      title: t('catalogue.brands.name'),
      key: 'name',
      render: (_, brand) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{brand.name.zh_CN}</Typography.Text>
          {translations(brand) && <Typography.Text type="secondary">{translations(brand)}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('catalogue.brands.products'), dataIndex: 'products', align: 'right' },
    { title: t('catalogue.sort'), dataIndex: 'sort', align: 'right' },
    { title: t('catalogue.actions'), key: 'actions', render: (_, brand) => actions(brand) },
  ];
  const pagination = paging(list.data?.total ?? 0, pageSize, (count) =>
    t('catalogue.brands.total', { count }),
  );
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="console-page-title">
          {t('catalogue.brands.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ brand: null })}>
          {t('catalogue.brands.add')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('catalogue.brands.intro')}</Typography.Paragraph>
      <search className="console-filters">
        <Input.Search
          key={keyword}
          aria-label={t('catalogue.brands.keyword')}
          placeholder={t('catalogue.brands.keyword')}
          defaultValue={keyword}
          maxLength={catalogueLimits.keywordMax}
          allowClear
          enterButton={t('catalogue.brands.search')}
          onSearch={(value) => update({ keyword: value.trim() || undefined })}
          className="console-filters__keyword"
        />
      </search>
      {list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : narrow ? (
        <List
          // The actions under each brand: beside it they would squeeze its names on a phone.
          itemLayout="vertical"
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('catalogue.brands.empty') }}
          pagination={pagination}
          renderItem={(brand) => (
            <List.Item key={brand.brandId} data-testid="brand-card" actions={[actions(brand)]}>
              <List.Item.Meta
                avatar={logo(brand, 48)}
                title={brand.name.zh_CN}
                description={[translations(brand), `${t('catalogue.brands.products')} ${brand.products}`]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </List.Item>
          )}
        />
      ) : (
        <Table<CatalogueBrand>
          rowKey="brandId"
          columns={columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('catalogue.brands.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={pagination}
        />
      )}
      <BrandDrawer open={editing !== null} brand={editing?.brand ?? null} onClose={() => setEditing(null)} />
    </Card>
  );
}
