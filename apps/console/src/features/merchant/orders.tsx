import {
  type MerchantOrderRow,
  type OrderStatus,
  orderStatuses,
  workbenchEndpoints,
  workbenchLimits,
} from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Flex, Grid, Input, List, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../app/page-states';
import { useAddressFilters } from '../../lib/address-filters';
import { call } from '../../lib/api';
import { formatTime } from '../../lib/format';
import { orderStatusColours } from './order-status';

const pageSize = 20;
const isStatus = (value: string | null): value is OrderStatus =>
  (orderStatuses as readonly (string | null)[]).includes(value);

/** The shop's orders, newest first; filters kept in the address (the dashboard links to `?status=paid`). */
export default function Orders() {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const { params, page, update, paging } = useAddressFilters();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const keyword = params.get('keyword') ?? '';
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const list = useQuery({
    queryKey: ['merchant', 'orders', status, keyword, from, to, page],
    queryFn: () =>
      call(workbenchEndpoints.orderList, {
        query: { status, keyword: keyword || undefined, from, to, offset: page, limit: pageSize },
      }),
    placeholderData: keepPreviousData,
  });
  const statusTag = (value: OrderStatus) => (
    <Tag color={orderStatusColours[value]}>{t(`orders.statuses.${value}`)}</Tag>
  );
  const itemsText = (row: MerchantOrderRow) =>
    row.itemCount > 1
      ? `${row.firstItemTitle} ${t('orders.more', { count: row.itemCount - 1 })}`
      : row.firstItemTitle;
  const columns: ColumnsType<MerchantOrderRow> = [
    {
      title: t('orders.orderNumber'),
      dataIndex: 'orderNumber',
      render: (value: string) => <Link to={value}>{value}</Link>,
    },
    { title: t('orders.buyer'), dataIndex: 'buyerName' },
    {
      title: t('orders.consignee'),
      key: 'consignee',
      render: (_, row) => `${row.consignee} ${row.consigneeMobile}`,
    },
    { title: t('orders.items'), key: 'items', render: (_, row) => itemsText(row) },
    {
      title: t('orders.amount'),
      dataIndex: 'payAmount',
      align: 'right',
      render: (value: string) => `¥${value}`,
    },
    { title: t('orders.status'), dataIndex: 'status', render: statusTag },
    { title: t('orders.created'), dataIndex: 'gmtCreate', render: formatTime },
    {
      title: t('orders.actions'),
      key: 'actions',
      render: (_, row) => (
        <Link to={row.orderNumber}>{row.canShip ? t('orders.ship') : t('orders.view')}</Link>
      ),
    },
  ];
  const pagination = paging(list.data?.total ?? 0, pageSize, (count) => t('orders.total', { count }));
  return (
    <Card>
      <Typography.Title level={1} className="console-page-title">
        {t('orders.title')}
      </Typography.Title>
      <search className="console-filters">
        <Flex gap={12} wrap>
          <Select
            aria-label={t('orders.status')}
            className="console-filters__status"
            value={status ?? ''}
            onChange={(value: string) => update({ status: value || undefined })}
            options={[
              { value: '', label: t('orders.allStatuses') },
              ...orderStatuses.map((value) => ({ value, label: t(`orders.statuses.${value}`) })),
            ]}
          />
          <DatePicker.RangePicker
            aria-label={t('orders.dates')}
            className="console-filters__dates"
            value={from && to ? [dayjs(from), dayjs(to)] : null}
            onChange={(range) =>
              update({
                from: range?.[0]?.format('YYYY-MM-DD'),
                to: range?.[1]?.format('YYYY-MM-DD'),
              })
            }
          />
          <Input.Search
            key={keyword}
            aria-label={t('orders.keyword')}
            placeholder={t('orders.keyword')}
            defaultValue={keyword}
            maxLength={workbenchLimits.keywordMax}
            allowClear
            enterButton={t('orders.search')}
            onSearch={(value) => update({ keyword: value.trim() || undefined })}
            className="console-filters__keyword"
          />
        </Flex>
      </search>
      {list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : narrow ? (
        // A phone: one card per order, what a packer needs first.
        <List
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('orders.empty') }}
          pagination={pagination}
          renderItem={(row) => (
            <List.Item key={row.orderNumber} data-testid="order-card">
              <Space direction="vertical" size={2} className="console-order-card">
                <Space wrap>
                  <Link to={row.orderNumber}>{row.orderNumber}</Link>
                  {statusTag(row.status)}
                </Space>
                <Typography.Text>{itemsText(row)}</Typography.Text>
                <Typography.Text type="secondary">
                  {`${row.consignee} ${row.consigneeMobile} · ¥${row.payAmount}`}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <Table
          rowKey="orderNumber"
          columns={columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('orders.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={pagination}
        />
      )}
    </Card>
  );
}
