import type { ProductImportError, ProductImportPreview, ProductImportStatus } from '@mall/contracts';
import { Alert, Descriptions, Grid, List, Progress, Result, Space, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

/** What the preview found: the counts, and whether the file can be imported as it is. */
export function PreviewSummary({ preview }: { preview: ProductImportPreview }) {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const items = [
    { key: 'file', label: t('productImport.file'), children: preview.fileName },
    { key: 'rows', label: t('productImport.rows'), children: preview.totalRows },
    { key: 'products', label: t('productImport.products'), children: preview.products },
    { key: 'toCreate', label: t('productImport.toCreate'), children: preview.toCreate },
    { key: 'toUpdate', label: t('productImport.toUpdate'), children: preview.toUpdate },
    { key: 'unchanged', label: t('productImport.unchanged'), children: preview.unchanged },
    { key: 'invalid', label: t('productImport.invalid'), children: preview.invalid },
  ];
  const importable = preview.toCreate + preview.toUpdate;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions size="small" bordered column={narrow ? 1 : 4} items={items} />
      {preview.committed ? (
        <Alert type="info" showIcon message={t('productImport.committedBefore')} />
      ) : preview.errorCount > 0 ? (
        <Alert type="error" showIcon message={t('productImport.hasErrors', { count: preview.errorCount })} />
      ) : importable === 0 ? (
        <Alert type="warning" showIcon message={t('productImport.nothingToDo')} />
      ) : (
        <Alert type="success" showIcon message={t('productImport.allGood')} />
      )}
    </Space>
  );
}

/** The file's errors where the merchant finds them in Excel: row, column (letter and header), reason. */
export function PreviewErrors({ preview }: { preview: ProductImportPreview }) {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  if (preview.errors.length === 0) return null;
  const columnOf = (error: ProductImportError) =>
    [error.columnLetter, error.column].filter(Boolean).join(' ');
  const columns: ColumnsType<ProductImportError> = [
    { title: t('productImport.row'), dataIndex: 'row', width: 80 },
    { title: t('productImport.column'), key: 'column', width: 160, render: (_, error) => columnOf(error) },
    { title: t('productImport.reason'), dataIndex: 'message' },
  ];
  const shown =
    preview.errors.length < preview.errorCount ? (
      <Typography.Text type="secondary">
        {t('productImport.listedErrors', { shown: preview.errors.length })}
      </Typography.Text>
    ) : null;
  return (
    <section aria-label={t('productImport.previewTitle')}>
      {shown}
      {narrow ? (
        <List
          size="small"
          dataSource={preview.errors}
          renderItem={(error) => (
            <List.Item data-testid="import-error">
              <Space direction="vertical" size={0}>
                <Typography.Text strong>
                  {`${t('productImport.row')} ${error.row} · ${columnOf(error)}`}
                </Typography.Text>
                <span>{error.message}</span>
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <Table
          size="small"
          rowKey={(error) => `${error.row}-${error.field ?? ''}-${error.message}`}
          columns={columns}
          dataSource={preview.errors}
          pagination={preview.errors.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          onRow={() => ({ 'data-testid': 'import-error' }) as object}
        />
      )}
    </section>
  );
}

/** A committed import: a progress bar while its job runs, then what it created, changed and left out. */
export function ImportProgress({ status }: { status: ProductImportStatus }) {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const percent = status.total > 0 ? Math.floor((status.done / status.total) * 100) : 0;
  const counts = (
    <Space size={narrow ? 'middle' : 'large'} wrap>
      <Statistic title={t('productImport.created')} value={status.created} />
      <Statistic title={t('productImport.updated')} value={status.updated} />
      <Statistic title={t('productImport.unchanged')} value={status.unchanged} />
      <Statistic title={t('productImport.failed')} value={status.failedCount} />
    </Space>
  );
  const failures =
    status.failures.length > 0 ? (
      <section aria-label={t('productImport.failures')}>
        <Typography.Title level={3} className="console-section__title">
          {t('productImport.failures')}
        </Typography.Title>
        <Table
          size="small"
          rowKey={(f) => `${f.row}-${f.name}`}
          dataSource={status.failures}
          pagination={status.failures.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('productImport.row'), dataIndex: 'row', width: 80 },
            { title: t('productImport.product'), dataIndex: 'name' },
            { title: t('productImport.reason'), dataIndex: 'message' },
          ]}
        />
      </section>
    ) : null;
  if (status.state === 'done')
    return (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Result
          status={status.failedCount > 0 ? 'warning' : 'success'}
          title={t('productImport.done')}
          extra={counts}
        />
        {failures}
      </Space>
    );
  if (status.state === 'failed')
    return (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="error" showIcon message={t('productImport.stopped')} />
        {counts}
        {failures}
      </Space>
    );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <div role="status" aria-live="polite">
        {status.state === 'waiting'
          ? t('productImport.waiting')
          : t('productImport.running', { done: status.done, total: status.total })}
      </div>
      <Progress percent={percent} status="active" aria-label={t('productImport.progressTitle')} />
      {counts}
    </Space>
  );
}
