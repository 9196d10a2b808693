import {
  ErrorCode,
  type PlatformShopRow,
  type ShopStatus,
  shopAdminEndpoints,
  shopAdminLimits,
  shopStatuses,
  shopSuspendInputSchema,
} from '@mall/contracts';
import { paths, storefrontUrl } from '@mall/contracts/storefront-paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  Grid,
  Input,
  List,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../app/page-states';
import { useAddressFilters } from '../../lib/address-filters';
import { call, errorText, isApiError } from '../../lib/api';
import { contractRule } from '../../lib/contract-rules';
import { formatTime } from '../../lib/format';
import { thumbOf } from '../merchant/product-pictures';

const pageSize = 20;
const reasonSchema = shopSuspendInputSchema.shape.reason;
const statusColours: Record<ShopStatus, string> = { open: 'green', suspended: 'red' };
const isStatus = (value: string | null): value is ShopStatus =>
  (shopStatuses as readonly (string | null)[]).includes(value);

/**
 * The mall's shops, suspended ones first; the platform suspends a shop with a reason (its products leave
 * search, the class listings and checkout; its pages and its merchant's dashboard show the reason) and
 * restores it. While a large shop's products are still moving, the list says how many and follows them.
 */
export default function Shops() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const narrow = !Grid.useBreakpoint().md;
  const { params, page, update, paging } = useAddressFilters();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const keyword = params.get('keyword') ?? '';
  const [suspending, setSuspending] = useState<PlatformShopRow>();
  const [form] = Form.useForm<{ reason: string }>();
  const list = useQuery({
    queryKey: ['platform', 'shops', status, keyword, page],
    queryFn: () =>
      call(shopAdminEndpoints.shopList, {
        query: { status, keyword: keyword || undefined, offset: page, limit: pageSize },
      }),
    placeholderData: keepPreviousData,
    // A large shop's products move on the job queue: the counts follow until they are all moved.
    refetchInterval: (query) => (query.state.data?.rows.some((row) => row.moving > 0) ? 2000 : false),
  });
  const failed = (error: unknown) => {
    if (isApiError(error) && error.code === ErrorCode.CONFLICT)
      void message.warning(t('shops.changedElsewhere'));
    else void message.error(errorText(error, t('app.networkError')));
    void queryClient.invalidateQueries({ queryKey: ['platform', 'shops'] });
  };
  const suspend = useMutation({
    mutationFn: (body: { shopId: number; reason: string }) => call(shopAdminEndpoints.shopSuspend, { body }),
    onSuccess: (shop) => {
      setSuspending(undefined);
      void message.success(t('shops.suspend.done', { shop: shop.shopName }));
      void queryClient.invalidateQueries({ queryKey: ['platform', 'shops'] });
    },
    onError: (error) => {
      setSuspending(undefined);
      failed(error);
    },
  });
  const restore = useMutation({
    mutationFn: (shopId: number) => call(shopAdminEndpoints.shopRestore, { body: { shopId } }),
    onSuccess: (shop) => {
      void message.success(t('shops.restore.done', { shop: shop.shopName }));
      void queryClient.invalidateQueries({ queryKey: ['platform', 'shops'] });
    },
    onError: failed,
  });
  const confirmRestore = (row: PlatformShopRow) =>
    modal.confirm({
      title: t('shops.restore.title', { shop: row.shopName }),
      // Held, and those still on their way out: all of them go back on sale.
      content: t('shops.restore.text', { count: row.held + row.moving }),
      okText: t('shops.restore.ok'),
      onOk: () => restore.mutateAsync(row.shopId).catch(() => undefined),
    });
  const statusOf = (row: PlatformShopRow) => (
    <Space orientation="vertical" size={0}>
      <Tag color={statusColours[row.status]} data-testid="shop-status">
        {t(`shops.list.statuses.${row.status}`)}
      </Tag>
      {row.status === 'suspended' && (
        <Typography.Text type="danger" style={{ display: 'block', maxWidth: 260, whiteSpace: 'normal' }}>
          {t('shops.list.reason', { reason: row.suspendedReason })}
        </Typography.Text>
      )}
      {row.moving > 0 && (
        <Typography.Text type="secondary" data-testid="shop-moving">
          {t('shops.list.moving', { count: row.moving })}
        </Typography.Text>
      )}
    </Space>
  );
  const actionOf = (row: PlatformShopRow) =>
    row.status === 'open' ? (
      <Button size="small" danger onClick={() => setSuspending(row)}>
        {t('shops.list.suspend')}
      </Button>
    ) : (
      <Button size="small" type="primary" loading={restore.isPending} onClick={() => confirmRestore(row)}>
        {t('shops.list.restore')}
      </Button>
    );
  const nameOf = (row: PlatformShopRow) => (
    <Space>
      {row.logoUrl ? <img src={thumbOf(row.logoUrl)} alt="" width={40} height={40} /> : null}
      <Space orientation="vertical" size={0}>
        <Typography.Text strong>{row.shopName}</Typography.Text>
        <a
          href={storefrontUrl(paths.shopDetail.href({ shopId: row.shopId }))}
          target="_blank"
          rel="noreferrer"
        >
          {t('shops.list.visit')}
        </a>
      </Space>
    </Space>
  );
  const columns: ColumnsType<PlatformShopRow> = [
    { title: t('shops.list.shop'), key: 'shop', render: (_, row) => nameOf(row) },
    {
      title: t('shops.list.company'),
      key: 'company',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{row.companyName}</span>
          {row.phone && <Typography.Text type="secondary">{row.phone}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('shops.list.area'), dataIndex: 'areaName', render: (value: string) => value || '—' },
    { title: t('shops.list.status'), key: 'status', width: 280, render: (_, row) => statusOf(row) },
    { title: t('shops.list.onSale'), dataIndex: 'onSale', align: 'right' },
    { title: t('shops.list.created'), dataIndex: 'createdAt', render: formatTime },
    {
      title: t('shops.list.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => actionOf(row),
    },
  ];
  const pagination = paging(list.data?.total ?? 0, pageSize, (count) => t('shops.list.total', { count }));
  return (
    <Card>
      <Typography.Title level={1} className="console-page-title">
        {t('shops.list.title')}
      </Typography.Title>
      <search className="console-filters">
        <Flex gap={12} wrap>
          <Select
            aria-label={t('shops.list.status')}
            className="console-filters__status"
            value={status ?? ''}
            onChange={(value: string) => update({ status: value || undefined })}
            options={[
              { value: '', label: t('shops.list.allStatuses') },
              ...shopStatuses.map((value) => ({ value, label: t(`shops.list.statuses.${value}`) })),
            ]}
          />
          <Input.Search
            key={keyword}
            aria-label={t('shops.list.keyword')}
            placeholder={t('shops.list.keyword')}
            defaultValue={keyword}
            maxLength={shopAdminLimits.keywordMax}
            allowClear
            enterButton={t('shops.list.search')}
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
          loading={list.isFetching && !list.data}
          locale={{ emptyText: t('shops.list.empty') }}
          pagination={pagination}
          renderItem={(row) => (
            <List.Item key={row.shopId} data-testid="shop-card" actions={[actionOf(row)]}>
              <List.Item.Meta
                title={nameOf(row)}
                description={
                  <Space orientation="vertical" size={4}>
                    <span>{row.companyName}</span>
                    {statusOf(row)}
                    <span>
                      {t('shops.list.onSale')}: {row.onSale}
                    </span>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Table
          rowKey="shopId"
          columns={columns}
          dataSource={list.data?.rows}
          loading={list.isFetching && !list.data}
          locale={{ emptyText: t('shops.list.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={pagination}
        />
      )}
      <Modal
        open={suspending !== undefined}
        title={suspending && t('shops.suspend.title', { shop: suspending.shopName })}
        okText={t('shops.suspend.ok')}
        okButtonProps={{ danger: true, loading: suspend.isPending }}
        onCancel={() => setSuspending(undefined)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t('shops.suspend.hint', { count: suspending?.onSale ?? 0 })}
        </Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={({ reason }) => suspending && suspend.mutate({ shopId: suspending.shopId, reason })}
        >
          <Form.Item name="reason" label={t('shops.suspend.reason')} rules={[contractRule(reasonSchema)]}>
            <Input.TextArea rows={4} maxLength={shopAdminLimits.reasonMax} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
