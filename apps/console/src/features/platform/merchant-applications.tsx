import { type PlatformMerchantApplicationRow, platformEndpoints, platformLimits } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../app/page-states';
import { useAddressFilters } from '../../lib/address-filters';
import { call } from '../../lib/api';
import { formatTime } from '../../lib/format';
import { statusColours } from './application-status';

const pageSize = 20;
const reviewStatuses = ['submitted', 'approved', 'rejected'] as const;
type ReviewStatus = (typeof reviewStatuses)[number];

const isReviewStatus = (value: string | null): value is ReviewStatus =>
  (reviewStatuses as readonly (string | null)[]).includes(value);

/** Merchant applications under review first (the server's order); filters kept in the address. */
export default function MerchantApplications() {
  const { t } = useTranslation();
  const { params, page, update, paging } = useAddressFilters();
  const statusParam = params.get('status');
  const status = isReviewStatus(statusParam) ? statusParam : undefined;
  const keyword = params.get('keyword') ?? '';
  const list = useQuery({
    queryKey: ['platform', 'merchantApplications', status, keyword, page],
    queryFn: () =>
      call(platformEndpoints.merchantApplicationList, {
        query: { status, keyword: keyword || undefined, offset: page, limit: pageSize },
      }),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnsType<PlatformMerchantApplicationRow> = [
    {
      title: t('applications.company'),
      dataIndex: 'companyName',
      render: (value: string | null, row) => (
        <Link to={String(row.applicationId)}>{value || t('application.notGiven')}</Link>
      ),
    },
    { title: t('applications.shop'), dataIndex: 'shopName', render: (value) => value || '—' },
    { title: t('applications.contact'), dataIndex: 'contactName', render: (value) => value || '—' },
    { title: t('applications.mobile'), dataIndex: 'mobile' },
    {
      title: t('applications.status'),
      dataIndex: 'status',
      render: (value: PlatformMerchantApplicationRow['status']) => (
        <Tag color={statusColours[value]}>{t(`applications.statuses.${value}`)}</Tag>
      ),
    },
    { title: t('applications.submitTime'), dataIndex: 'submitTime', render: formatTime },
    { title: t('applications.reviewTime'), dataIndex: 'reviewTime', render: formatTime },
    {
      title: t('applications.actions'),
      key: 'actions',
      render: (_, row) => <Link to={String(row.applicationId)}>{t('applications.view')}</Link>,
    },
  ];
  return (
    <Card>
      <Typography.Title level={1} className="console-page-title">
        {t('applications.title')}
      </Typography.Title>
      <search className="console-filters">
        <Flex gap={12} wrap>
          <Select
            aria-label={t('applications.status')}
            className="console-filters__status"
            value={status ?? ''}
            onChange={(value: string) => update({ status: value || undefined })}
            options={[
              { value: '', label: t('applications.allStatuses') },
              ...reviewStatuses.map((value) => ({ value, label: t(`applications.statuses.${value}`) })),
            ]}
          />
          <Input.Search
            key={keyword}
            aria-label={t('applications.keyword')}
            placeholder={t('applications.keyword')}
            defaultValue={keyword}
            maxLength={platformLimits.keywordMax}
            allowClear
            enterButton={t('applications.search')}
            onSearch={(value) => update({ keyword: value.trim() || undefined })}
            className="console-filters__keyword"
          />
        </Flex>
      </search>
      {list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : (
        <Table
          rowKey="applicationId"
          columns={columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('applications.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={paging(list.data?.total ?? 0, pageSize, (count) => t('applications.total', { count }))}
        />
      )}
    </Card>
  );
}
