import { PlusOutlined } from '@ant-design/icons';
import {
  type ShopProductRow,
  type ShopProductStatus,
  shopProductEndpoints,
  shopProductLimits,
  shopProductStatuses,
} from '@mall/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Flex,
  Grid,
  Input,
  List,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '../../app/page-states';
import { useAddressFilters } from '../../lib/address-filters';
import { call, errorText } from '../../lib/api';
import { formatTime } from '../../lib/format';
import { ProductSheetButtons } from './product-import-entry';
import { thumbOf } from './product-pictures';
import { productStatusColours } from './product-status';

const pageSize = 20;
const isStatus = (value: string | null): value is ShopProductStatus =>
  (shopProductStatuses as readonly (string | null)[]).includes(value);

/** The shop's products, the last changed first; put on sale or taken down from the list. */
export default function Products() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const narrow = !Grid.useBreakpoint().md;
  const { params, page, update, paging } = useAddressFilters();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const keyword = params.get('keyword') ?? '';
  const list = useQuery({
    queryKey: ['merchant', 'products', status, keyword, page],
    queryFn: () =>
      call(shopProductEndpoints.productList, {
        query: { status, keyword: keyword || undefined, offset: page, limit: pageSize },
      }),
    placeholderData: keepPreviousData,
  });
  const shelf = useMutation({
    mutationFn: ({ row, action }: { row: ShopProductRow; action: 'publish' | 'takeDown' }) =>
      call(shopProductEndpoints.productPublish, {
        body: { productId: row.productId, version: row.version, action },
      }),
    onSuccess: (saved) => {
      void message.success(t(saved.status === 'onSale' ? 'products.published' : 'products.takenDown'));
      void queryClient.invalidateQueries({ queryKey: ['merchant', 'products'] });
    },
    onError: (error) => {
      void message.error(errorText(error, t('app.networkError')));
      void queryClient.invalidateQueries({ queryKey: ['merchant', 'products'] });
    },
  });
  const statusTag = (value: ShopProductStatus) => (
    <Tag color={productStatusColours[value]}>{t(`products.statuses.${value}`)}</Tag>
  );
  const shelfAction = (row: ShopProductRow) => {
    // Held while the platform has the shop suspended: back on sale when it restores the shop.
    if (row.status === 'suspended') return null;
    const action = row.status === 'onSale' ? 'takeDown' : 'publish';
    return (
      <Popconfirm
        title={t(action === 'publish' ? 'products.publishConfirm' : 'products.takeDownConfirm')}
        onConfirm={() => shelf.mutate({ row, action })}
      >
        <Button type="link" size="small" danger={action === 'takeDown'}>
          {t(`products.${action}`)}
        </Button>
      </Popconfirm>
    );
  };
  const nameOf = (row: ShopProductRow) => (
    <Space direction="vertical" size={0}>
      <Link to={String(row.productId)}>{row.name}</Link>
      {row.translatedName && <Typography.Text type="secondary">{row.translatedName}</Typography.Text>}
    </Space>
  );
  const columns: ColumnsType<ShopProductRow> = [
    {
      title: t('products.picture'),
      dataIndex: 'imageUrl',
      render: (url: string) =>
        url ? (
          <img src={thumbOf(url)} alt="" width={48} height={48} className="console-product-thumb" />
        ) : null,
    },
    { title: t('products.name'), key: 'name', render: (_, row) => nameOf(row) },
    { title: t('products.price'), dataIndex: 'price', align: 'right', render: (v: string) => `¥${v}` },
    {
      title: t('products.stock'),
      key: 'stock',
      align: 'right',
      render: (_, row) => `${row.stock} ${row.unit}`,
    },
    {
      title: t('products.skus'),
      dataIndex: 'skuCount',
      align: 'right',
      render: (n: number) => (n > 0 ? n : t('products.noSkus')),
    },
    { title: t('products.status'), dataIndex: 'status', render: statusTag },
    { title: t('products.updated'), dataIndex: 'updatedAt', render: formatTime },
    {
      title: t('products.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space size={0}>
          <Link to={String(row.productId)}>{t('products.edit')}</Link>
          {shelfAction(row)}
        </Space>
      ),
    },
  ];
  const pagination = paging(list.data?.total ?? 0, pageSize, (count) => t('products.total', { count }));
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="console-page-title">
          {t('products.title')}
        </Typography.Title>
        <Space wrap>
          <ProductSheetButtons status={status} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('new')}>
            {t('products.new')}
          </Button>
        </Space>
      </Flex>
      <search className="console-filters">
        <Flex gap={12} wrap>
          <Select
            aria-label={t('products.status')}
            className="console-filters__status"
            value={status ?? ''}
            onChange={(value: string) => update({ status: value || undefined })}
            options={[
              { value: '', label: t('products.allStatuses') },
              ...shopProductStatuses.map((value) => ({ value, label: t(`products.statuses.${value}`) })),
            ]}
          />
          <Input.Search
            key={keyword}
            aria-label={t('products.keyword')}
            placeholder={t('products.keyword')}
            defaultValue={keyword}
            maxLength={shopProductLimits.keywordFilterMax}
            allowClear
            enterButton={t('products.search')}
            onSearch={(value) => update({ keyword: value.trim() || undefined })}
            className="console-filters__keyword"
          />
        </Flex>
      </search>
      {list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : narrow ? (
        <List
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('products.empty') }}
          pagination={pagination}
          renderItem={(row) => (
            <List.Item key={row.productId} data-testid="product-card" actions={[shelfAction(row)]}>
              <List.Item.Meta
                avatar={
                  row.imageUrl ? <img src={thumbOf(row.imageUrl)} alt="" width={56} height={56} /> : null
                }
                title={nameOf(row)}
                description={
                  <Space wrap size={4}>
                    {statusTag(row.status)}
                    {`¥${row.price} · ${row.stock} ${row.unit}`}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Table
          rowKey="productId"
          columns={columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('products.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={pagination}
        />
      )}
    </Card>
  );
}
