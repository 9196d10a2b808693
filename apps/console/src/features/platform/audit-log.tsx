import { type AuditEntryView, type EndpointQueryIn, platformEndpoints } from '@mall/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Flex, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../app/page-states';
import { useAddressFilters } from '../../lib/address-filters';
import { call, isApiError } from '../../lib/api';
import { formatTime } from '../../lib/format';

const pageSize = 20;
const centres = ['merchant', 'platform', 'system'] as const;
/** The filters kept in the address, as the API names them. */
const textFilters = ['action', 'entityType', 'entityId', 'actorUserId', 'shopId'] as const;

/** Readable JSON of an entry's values (they are stored as canonical JSON); the text itself when not JSON. */
function pretty(value: string | null): string {
  if (value === null) return '—';
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

/** The audit log of console writes: filters, each entry's values before and after, the export, the chain check. */
export default function AuditLog() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { params, page, update, paging } = useAddressFilters();
  const filters = Object.fromEntries(
    [...textFilters, 'centre', 'from', 'to'].flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  ) as Record<string, string>;
  const list = useQuery({
    queryKey: ['platform', 'audit', filters, page],
    queryFn: () =>
      call(platformEndpoints.auditList, {
        query: { ...filters, offset: page, limit: pageSize } as EndpointQueryIn<
          typeof platformEndpoints.auditList
        >,
      }),
    placeholderData: keepPreviousData,
  });
  const verify = useMutation({ mutationFn: () => call(platformEndpoints.auditVerify) });
  const exportCsv = async () => {
    const search = new URLSearchParams(filters).toString();
    const response = await fetch(`/api${platformEndpoints.auditExport.path}${search ? `?${search}` : ''}`, {
      credentials: 'same-origin',
    }).catch(() => null);
    if (!response) return void message.error(t('app.networkError'));
    // A refusal (too many entries, no permission) is the JSON envelope; the file is CSV.
    if (response.headers.get('content-type')?.includes('application/json')) {
      const envelope = (await response.json()) as { msg?: string };
      return void message.error(envelope.msg || t('app.networkError'));
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = 'audit-log.csv';
    link.click();
    URL.revokeObjectURL(url);
  };
  const columns: ColumnsType<AuditEntryView> = [
    { title: 'ID', dataIndex: 'id', width: 72 },
    { title: t('audit.at'), dataIndex: 'at', render: formatTime },
    {
      title: t('audit.actor'),
      key: 'actor',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>{row.actorMobile || `#${row.actorUserId}`}</span>
          {row.onBehalfOfUserId !== null ? (
            <Typography.Text type="secondary">
              {t('audit.onBehalf', { id: row.onBehalfOfUserId })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('audit.centre'),
      dataIndex: 'centre',
      render: (value: AuditEntryView['centre'], row) =>
        `${t(`audit.centres.${value}`)}${row.shopId ? ` · #${row.shopId}` : ''}`,
    },
    { title: t('audit.action'), dataIndex: 'action' },
    { title: t('audit.entity'), key: 'entity', render: (_, row) => `${row.entityType} ${row.entityId}` },
    { title: t('audit.address'), dataIndex: 'address' },
  ];
  const result = verify.data;
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} className="console-page-title">
          {t('audit.title')}
        </Typography.Title>
        <Space wrap>
          <Button onClick={() => verify.mutate()} loading={verify.isPending}>
            {t('audit.verify')}
          </Button>
          <Button onClick={() => void exportCsv()}>{t('audit.export')}</Button>
        </Space>
      </Flex>
      {result ? (
        <Alert
          className="console-verify"
          data-testid="audit-verify"
          type={result.broken ? 'error' : 'success'}
          showIcon
          message={
            result.broken
              ? t('audit.verifyBroken', {
                  id: result.broken.id,
                  problem: t(`audit.problems.${result.broken.problem}`),
                })
              : t('audit.verifyOk', { count: result.entries, hash: result.headHash.slice(0, 16) })
          }
        />
      ) : verify.isError ? (
        <Alert
          className="console-verify"
          type="warning"
          message={
            isApiError(verify.error) && verify.error.message ? verify.error.message : t('app.networkError')
          }
        />
      ) : null}
      <search className="console-filters">
        <Flex gap={12} wrap>
          {textFilters.map((key) => (
            <Input.Search
              key={`${key}-${filters[key] ?? ''}`}
              aria-label={t(`audit.${key}`)}
              placeholder={t(`audit.${key}`)}
              defaultValue={filters[key]}
              maxLength={64}
              allowClear
              onSearch={(value) => update({ [key]: value.trim() || undefined })}
              className="console-filters__field"
            />
          ))}
          <Select
            aria-label={t('audit.centre')}
            className="console-filters__status"
            value={filters.centre ?? ''}
            onChange={(value: string) => update({ centre: value || undefined })}
            options={[
              { value: '', label: t('audit.allCentres') },
              ...centres.map((value) => ({ value, label: t(`audit.centres.${value}`) })),
            ]}
          />
          <DatePicker.RangePicker
            aria-label={t('audit.dates')}
            className="console-filters__dates"
            value={filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null}
            onChange={(range) =>
              update({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })
            }
          />
        </Flex>
      </search>
      {list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('audit.empty') }}
          scroll={{ x: 'max-content' }}
          expandable={{
            expandedRowRender: (row) => (
              <Flex gap={16} wrap className="console-audit-values">
                <div>
                  <Typography.Text strong>{t('audit.before')}</Typography.Text>
                  <pre>{pretty(row.before)}</pre>
                </div>
                <div>
                  <Typography.Text strong>{t('audit.after')}</Typography.Text>
                  <pre>{pretty(row.after)}</pre>
                </div>
                <div>
                  <Typography.Text strong>{t('audit.hash')}</Typography.Text>
                  <pre>{row.hash}</pre>
                </div>
              </Flex>
            ),
          }}
          pagination={paging(list.data?.total ?? 0, pageSize, (count) => t('audit.total', { count }))}
        />
      )}
    </Card>
  );
}
