import {
  cartLimits,
  type ImportPreview,
  type ImportProgress,
  importProgressStages,
  type QuickOrderRow,
} from '@mall/contracts';
import { Button, Modal, Steps, Switch, Table, Upload } from 'antd';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price';
import { UploadProgress } from '../../../components/upload-progress';
import { useTableScrollY } from '../../../hooks/use-table-scroll-y';
import { importPreview, templateHref } from '../api/quick-order';
import './quick-order.css';
import { toast } from '../../../lib/toast';

const accepted = ['.xls', '.xlsx'];

/** The server's stages share the bar in equal parts, so it only ever moves forward. */
function serverPercent({ stage, done, total }: ImportProgress): number {
  const index = importProgressStages.indexOf(stage);
  const part = total > 0 ? Math.min(1, done / total) : 1;
  return Math.floor(((index + part) / importProgressStages.length) * 100);
}
const previewPageSize = 50;

export interface ImportWizardProps {
  open: boolean;
  onClose(): void;
  /** "Confirm import": the rows without errors; resolves true when they were taken. */
  onConfirm(preview: ImportPreview): Promise<boolean>;
}

/**
 * The bulk import wizard (spec screen 12, §4): step 1 downloads a template and uploads one .xls or .xlsx
 * file; the upload answering code 0 opens step 2, a preview of every row with its error (unknown code,
 * quantity not allowed, out of stock), a switch to show only the error rows, and back / previous /
 * confirm import. The preview is paged, so files of thousands of rows stay responsive.
 */
export function ImportWizard({ open, onClose, onConfirm }: ImportWizardProps) {
  const { t } = useTranslation('buying');
  const [step, setStep] = useState<0 | 1>(0);
  /**
   * The file being sent: its name and percent sent; once every byte is on the server, what the server
   * reported of its reading and checking (none yet while it opens the workbook).
   */
  const [uploading, setUploading] = useState<{
    name: string;
    percent: number;
    server?: ImportProgress;
  } | null>(null);
  const uploadAbort = useRef<AbortController | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [page, setPage] = useState(1);
  const scrollY = useTableScrollY();
  const switchId = useId();

  const rows = useMemo(
    () => (preview ? (errorsOnly ? preview.rows.filter((row) => row.error) : preview.rows) : []),
    [preview, errorsOnly],
  );

  const reset = () => {
    setStep(0);
    setPreview(null);
    setErrorsOnly(false);
    setPage(1);
  };

  const upload = async (file: File) => {
    const name = file.name.toLowerCase();
    if (!accepted.some((ext) => name.endsWith(ext))) {
      toast.error(t('import.wrongType'));
      return;
    }
    if (file.size > cartLimits.maxImportBytes) {
      toast.error(t('import.tooLarge', { mb: cartLimits.maxImportBytes / 1024 / 1024 }));
      return;
    }
    setUploading({ name: file.name, percent: 0 });
    const abort = new AbortController();
    uploadAbort.current = abort;
    try {
      const result = await importPreview(file, {
        signal: abort.signal,
        onProgress: ({ percent }) => setUploading({ name: file.name, percent }),
        onServerProgress: (server) => setUploading({ name: file.name, percent: 100, server }),
      });
      // Spec §4: step 2 when the upload answers code 0 (any other code rejected and was toasted).
      setPreview(result);
      setErrorsOnly(false);
      setPage(1);
      setStep(1);
    } catch {
      // A broken, renamed, empty or too large file: the server's message was shown; a cancel says nothing.
    } finally {
      uploadAbort.current = null;
      setUploading(null);
    }
  };

  const confirm = async () => {
    if (!preview) return;
    setConfirming(true);
    try {
      if (await onConfirm(preview)) {
        reset();
        onClose();
      }
    } finally {
      setConfirming(false);
    }
  };

  const close = () => {
    uploadAbort.current?.abort();
    reset();
    onClose();
  };

  const columns = [
    { title: t('import.row'), dataIndex: 'row', width: 70 },
    { title: t('quick.code'), dataIndex: 'code', width: 130, ellipsis: true },
    { title: t('quick.product'), dataIndex: 'productName', ellipsis: true },
    {
      title: t('quick.style'),
      dataIndex: 'styleName',
      width: 110,
      ellipsis: true,
      render: (value: string) => value || '—',
    },
    { title: t('quick.quantity'), dataIndex: 'quantity', width: 90 },
    {
      title: t('quick.amount'),
      dataIndex: 'amount',
      width: 110,
      render: (value: string | null) => (value ? <Price value={value} size="small" /> : '—'),
    },
    {
      title: t('quick.status'),
      key: 'status',
      width: 260,
      render: (_: unknown, row: QuickOrderRow) =>
        row.error ? (
          <span className="quick-grid__error">{row.error.message}</span>
        ) : (
          <span className="quick-grid__ok">{t('quick.ok')}</span>
        ),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={close}
      width={980}
      footer={null}
      destroyOnHidden
      maskClosable={false}
    >
      <div className="import-wizard" data-testid="import-wizard">
        <Steps
          size="small"
          current={step}
          items={[{ title: t('import.stepUpload') }, { title: t('import.stepPreview') }]}
          className="import-wizard__steps"
        />
        {step === 0 ? (
          <div className="import-wizard__upload">
            <div className="import-wizard__templates">
              <span>{t('import.template')}</span>
              <a href={templateHref('xlsx')} download data-testid="import-template-xlsx">
                {t('import.templateXlsx')}
              </a>
              <a href={templateHref('xls')} download data-testid="import-template-xls">
                {t('import.templateXls')}
              </a>
            </div>
            <Upload.Dragger
              accept={accepted.join(',')}
              multiple={false}
              maxCount={1}
              showUploadList={false}
              disabled={uploading !== null}
              beforeUpload={(file) => {
                void upload(file);
                return Upload.LIST_IGNORE;
              }}
              data-testid="import-upload"
            >
              <p className="import-wizard__drop">{t('import.drop')}</p>
              <p className="import-wizard__rules">
                {t('import.rules', {
                  mb: cartLimits.maxImportBytes / 1024 / 1024,
                  rows: cartLimits.maxQuickOrderRows,
                })}
              </p>
            </Upload.Dragger>
            {uploading && (
              // The bytes sent, then (every byte on the server) the rows read and checked there: a real
              // count once the server reports one, a moving full bar while it opens the workbook.
              <UploadProgress
                label={
                  uploading.server
                    ? t(`import.progress.${uploading.server.stage}`, {
                        done: uploading.server.done,
                        total: uploading.server.total,
                      })
                    : uploading.percent >= 100
                      ? t('import.parsing')
                      : t('import.uploadProgress', { name: uploading.name })
                }
                percent={uploading.server ? serverPercent(uploading.server) : uploading.percent}
                processing={!uploading.server && uploading.percent >= 100}
                onCancel={() => uploadAbort.current?.abort()}
                cancelText={t('import.cancelUpload')}
              />
            )}
            <div className="import-wizard__actions">
              <Button onClick={close}>{t('import.back')}</Button>
            </div>
          </div>
        ) : (
          preview && (
            <div className="import-wizard__preview">
              <div className="import-wizard__summary" data-testid="import-summary">
                <span>
                  {t('import.summary', {
                    file: preview.fileName,
                    count: preview.totalRows,
                    valid: preview.validCount,
                    errors: preview.errorCount,
                  })}
                </span>
                <span className="import-wizard__amount">
                  {t('page.total')} <Price value={preview.validAmount} size="small" />
                </span>
                <span className="import-wizard__switch">
                  <Switch
                    id={switchId}
                    size="small"
                    checked={errorsOnly}
                    onChange={(checked) => {
                      setErrorsOnly(checked);
                      setPage(1);
                    }}
                    data-testid="import-errors-only"
                  />
                  <label htmlFor={switchId}>{t('import.errorsOnly')}</label>
                </span>
              </div>
              <Table<QuickOrderRow>
                size="small"
                rowKey="row"
                columns={columns}
                dataSource={rows}
                rowClassName={(row) => (row.error ? 'import-wizard__row--error' : '')}
                pagination={{
                  current: page,
                  pageSize: previewPageSize,
                  onChange: setPage,
                  showSizeChanger: false,
                  hideOnSinglePage: true,
                }}
                scroll={{ y: scrollY }}
                data-testid="import-preview"
              />
              <div className="import-wizard__actions">
                <Button onClick={close}>{t('import.back')}</Button>
                <Button onClick={reset} data-testid="import-previous">
                  {t('import.previous')}
                </Button>
                <Button
                  type="primary"
                  loading={confirming}
                  disabled={preview.validCount === 0}
                  onClick={() => void confirm()}
                  data-testid="import-confirm"
                >
                  {t('import.confirm', { count: preview.validCount })}
                </Button>
              </div>
            </div>
          )
        )}
      </div>
    </Modal>
  );
}
