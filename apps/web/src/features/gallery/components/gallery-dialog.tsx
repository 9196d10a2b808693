import {
  type BizFile,
  type GalleryFile,
  type GalleryFolder,
  galleryEndpoints,
  gallerySortColumns,
  gallerySortRules,
  permissionCodes,
} from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Input, Modal, Pagination, Select, Spin } from 'antd';
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { LoadFailed } from '../../../components/query-state';
import { UploadProgress } from '../../../components/upload-progress';
import { isApiError } from '../../../lib/api-error';
import { endpointKey } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { deleteFiles } from '../api/delete-files';
import { DownloadError, downloadFile, saveBlob } from '../api/download-file';
import { type BizRef, useBizFiles } from '../api/get-biz-files';
import { useFiles } from '../api/get-files';
import { useFolders } from '../api/get-folders';
import { useUploadRules } from '../api/get-upload-rules';
import { useUsage } from '../api/get-usage';
import { uploadFile } from '../api/upload-file';
import { checkUpload } from '../utils/upload-rules';
import { AttachedFiles } from './attached-files';
import { FileGrid } from './file-grid';
import { FolderTree, flattenFolders } from './folder-tree';
import { StorageUsage } from './storage-usage';
import './gallery-dialog.css';
import { useConfirm } from '../../../hooks/use-confirm';
import { useRequiredText } from '../../../hooks/use-required-text';

type SortColumn = (typeof gallerySortColumns)[number];
type SortRule = (typeof gallerySortRules)[number];

/** Six 15% tiles a row: two rows a page. */
const pageSizes = [12, 24, 48];

/** A chosen picture: a gallery file, or a file already attached to the object being edited. */
export type ChosenPicture = Pick<GalleryFile, 'fileUrl' | 'fileName'>;

export interface GalleryDialogProps {
  open: boolean;
  /** How many pictures may be chosen (spec §4: selection is limited by the limit). */
  limit: number;
  onCancel(): void;
  /** The chosen pictures: the attached ones first, then the gallery's, each in the order chosen. */
  onConfirm(files: ChosenPicture[]): void;
  /**
   * The object being edited: its files already attached (GET /authen/file/bizfiles) are shown above the
   * folders' pictures and may be chosen again (e.g. a licence picture removed from the field by mistake).
   */
  attachedTo?: BizRef;
}

/**
 * The picture gallery (spec screen 9): the buyer's folders on the left, the chosen folder's pictures on
 * the right with search, sort, paging, upload, download and delete; pictures are chosen up to `limit`.
 */
export function GalleryDialog({ open, limit, onCancel, onConfirm, attachedTo }: GalleryDialogProps) {
  const { t } = useTranslation('gallery');
  // Its confirmations render here, inside the app's theme and locale.
  const [confirmDialog, modalHolder] = useConfirm();
  const hasText = useRequiredText();
  const queryClient = useQueryClient();
  const rules = useUploadRules();
  const folders = useFolders(open);
  const usage = useUsage(open);
  const [folderId, setFolderId] = useState<number>();
  const [search, setSearch] = useState('');
  const [fileName, setFileName] = useState('');
  const [sort, setSort] = useState<SortColumn>('createTime');
  const [sortRules, setSortRules] = useState<SortRule>('desc');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(pageSizes[0]!);
  const [chosen, setChosen] = useState<GalleryFile[]>([]);
  const [chosenAttached, setChosenAttached] = useState<BizFile[]>([]);
  const attached = useBizFiles(attachedTo, open);
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const uploadAbort = useRef<AbortController | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const allFolders = useMemo(() => flattenFolders(folders.data ?? []), [folders.data]);
  // The chosen folder, else the first one (a deleted or not yet chosen folder falls back to it).
  const folder: GalleryFolder | undefined = allFolders.find((f) => f.id === folderId) ?? allFolders[0];
  const files = useFiles(
    { folderId: folder?.id, fileName, sort, sortRules, offset: page, limit: pageSize },
    open && folder !== undefined,
  );
  const chosenIds = useMemo(() => new Set(chosen.map((file) => file.id)), [chosen]);

  // A new opening starts with nothing chosen.
  useEffect(() => {
    if (open) {
      setChosen([]);
      setChosenAttached([]);
    }
  }, [open]);
  const chosenCount = chosen.length + chosenAttached.length;

  // A page that emptied (the last pictures on it were deleted) steps back.
  useEffect(() => {
    const total = files.data?.total;
    if (total !== undefined && page > 1 && (page - 1) * pageSize >= total) {
      setPage(Math.max(1, Math.ceil(total / pageSize)));
    }
  }, [files.data?.total, page, pageSize]);

  const chooseFolder = (next: GalleryFolder | undefined) => {
    setFolderId(next?.id);
    setPage(1);
  };

  const toggle = (file: GalleryFile) => {
    if (chosenIds.has(file.id)) {
      setChosen((list) => list.filter((other) => other.id !== file.id));
      return;
    }
    if (chosenCount >= limit) {
      toast.warning(t('counts.overLimit', { count: limit }));
      return;
    }
    setChosen((list) => [...list, file]);
  };

  const toggleAttached = (file: BizFile) => {
    if (chosenAttached.some((other) => other.fileUrl === file.fileUrl)) {
      setChosenAttached((list) => list.filter((other) => other.fileUrl !== file.fileUrl));
      return;
    }
    if (chosenCount >= limit) {
      toast.warning(t('counts.overLimit', { count: limit }));
      return;
    }
    setChosenAttached((list) => [...list, file]);
  };

  // The space used changes with the files.
  const refreshFiles = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(galleryEndpoints.files) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(galleryEndpoints.usage) }),
    ]);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (!folder) {
      toast.warning(t('upload.folderFirst'));
      return;
    }
    let count = 0;
    for (const file of picked) {
      const problem = checkUpload(file, rules);
      if (problem) {
        toast.error(t(problem.key, { name: problem.name, types: rules.typesText, mb: rules.maxMb }));
        continue;
      }
      setUploading({ name: file.name, percent: 0 });
      const abort = new AbortController();
      uploadAbort.current = abort;
      try {
        await uploadFile({
          folderId: folder.id,
          file,
          signal: abort.signal,
          onProgress: ({ percent }) => setUploading({ name: file.name, percent }),
        });
        count += 1;
      } catch (error) {
        // Cancelled: the files after it are not sent either.
        if (isApiError(error) && error.kind === 'aborted') break;
        // A server refusal (type by content, size, pixels, rate) was shown translated by the http client.
        if (!isApiError(error)) {
          toast.error(t('upload.readFailed', { name: file.name }));
        }
      }
    }
    uploadAbort.current = null;
    setUploading(null);
    if (count > 0) {
      toast.success(t('counts.uploaded', { count }));
      // The new pictures are the newest: show them first.
      setSort('createTime');
      setSortRules('desc');
      setPage(1);
      await refreshFiles();
    }
  };

  const startUpload = () => {
    if (!folder) {
      toast.warning(t('upload.folderFirst'));
      return;
    }
    fileInput.current?.click();
  };

  const confirmDelete = (targets: GalleryFile[]) => {
    if (targets.length === 0) return;
    confirmDialog({
      title: t('files.deleteTitle'),
      content: (
        <>
          <p>{t('counts.deleteFiles', { count: targets.length })}</p>
          <p className="gallery-hint">{t('files.deleteKeepsUses')}</p>
        </>
      ),
      okText: t('files.deleteOne'),
      okButtonProps: { danger: true },
      cancelText: t('dialog.cancel'),
      onOk: async () => {
        try {
          const { deleted } = await deleteFiles(targets.map((file) => file.id));
          const gone = new Set(targets.map((file) => file.id));
          setChosen((list) => list.filter((file) => !gone.has(file.id)));
          toast.success(t('counts.filesDeleted', { count: deleted }));
          await refreshFiles();
        } catch {
          // Told by the http client.
        }
      },
    });
  };

  const download = async (file: GalleryFile) => {
    setDownloading(file.id);
    try {
      saveBlob(await downloadFile(file.id), file.fileName);
    } catch (error) {
      toast.error(
        error instanceof DownloadError && error.reason === 'network'
          ? t('download.network')
          : t('download.failed'),
      );
    } finally {
      setDownloading(null);
    }
  };

  const rows = files.data?.rows ?? [];
  const total = files.data?.total ?? 0;

  const grid = () => {
    if (folders.isError) {
      return <LoadFailed title={t('dialog.loadFailed')} onRetry={() => void folders.refetch()} />;
    }
    if (folders.isPending) return <Spin className="gallery-center" />;
    if (!folder) {
      return (
        <Empty description={t('folders.empty')}>
          <Button type="primary" onClick={startUpload}>
            {t('files.upload')}
          </Button>
        </Empty>
      );
    }
    // A failed page shows the failure, not the previous folder's pictures kept on screen while it loaded.
    if (files.isError && (!files.data || files.isPlaceholderData)) {
      return <LoadFailed title={t('dialog.loadFailed')} onRetry={() => void files.refetch()} />;
    }
    if (files.isPending) return <Spin className="gallery-center" />;
    if (rows.length === 0) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={fileName ? t('files.emptySearch', { text: fileName }) : t('files.empty')}
        />
      );
    }
    return (
      <Spin spinning={files.isFetching} delay={200}>
        <FileGrid
          files={rows}
          selectedIds={chosenIds}
          downloading={downloading}
          onToggle={toggle}
          onDownload={download}
          onDelete={(file) => confirmDelete([file])}
        />
      </Spin>
    );
  };

  return (
    <>
      {modalHolder}
      <Modal
        open={open}
        title={t('dialog.title')}
        width={1080}
        onCancel={onCancel}
        className="gallery-dialog"
        footer={
          <div className="gallery-footer">
            <span className="gallery-footer-count" aria-live="polite">
              {t('dialog.selected', { count: chosenCount, limit })}
            </span>
            <Button onClick={onCancel}>{t('dialog.cancel')}</Button>
            <Button
              type="primary"
              disabled={chosenCount === 0}
              onClick={() => onConfirm([...chosenAttached, ...chosen])}
            >
              {t('dialog.confirm')}
            </Button>
          </div>
        }
      >
        <div className="gallery-body">
          <div className="gallery-side">
            <FolderTree
              folders={folders.data}
              loading={folders.isPending}
              selected={folder}
              onSelect={chooseFolder}
            />
            <StorageUsage usage={usage.data} />
          </div>
          <section className="gallery-files" aria-label={folder?.name ?? t('dialog.title')}>
            <div className="gallery-toolbar">
              <Input.Search
                className="gallery-search"
                allowClear
                placeholder={t('files.search')}
                aria-label={t('files.search')}
                value={search}
                maxLength={100}
                onChange={(event) => {
                  setSearch(event.target.value);
                  if (!event.target.value) {
                    setFileName('');
                    setPage(1);
                  }
                }}
                onSearch={(value, _event, info) => {
                  // A search needs a word (spec §8); the × button (onChange above) shows every file.
                  if (info?.source !== 'clear' && !hasText(value)) return;
                  setFileName(value.trim());
                  setPage(1);
                }}
              />
              <Select
                aria-label={t('files.sortLabel')}
                value={sort}
                onChange={(value) => {
                  setSort(value);
                  setPage(1);
                }}
                options={gallerySortColumns.map((column) => ({
                  value: column,
                  label: t(`files.sort.${column}`),
                }))}
                className="gallery-sort"
              />
              <Select
                aria-label={t('files.orderLabel')}
                value={sortRules}
                onChange={(value) => {
                  setSortRules(value);
                  setPage(1);
                }}
                options={gallerySortRules.map((rule) => ({ value: rule, label: t(`files.order.${rule}`) }))}
                className="gallery-order"
              />
            </div>
            <div className="gallery-actions">
              {uploading ? (
                <div className="gallery-hint">
                  <UploadProgress
                    label={t('files.uploadProgress', { name: uploading.name })}
                    percent={uploading.percent}
                    onCancel={() => uploadAbort.current?.abort()}
                    cancelText={t('files.cancelUpload')}
                  />
                </div>
              ) : (
                <p className="gallery-hint">{t('files.hint', { types: rules.typesText, mb: rules.maxMb })}</p>
              )}
              <Permission codes={[permissionCodes.galleryDelete]}>
                <Button danger disabled={chosen.length === 0} onClick={() => confirmDelete(chosen)}>
                  {t('files.delete')}
                </Button>
              </Permission>
              <Button type="primary" loading={uploading !== null} onClick={startUpload}>
                {t('files.upload')}
              </Button>
              <input
                ref={fileInput}
                type="file"
                multiple
                hidden
                accept={rules.types.join(',')}
                onChange={upload}
                data-testid="gallery-upload-input"
              />
            </div>
            {attachedTo && (attached.data?.length ?? 0) > 0 && (
              <AttachedFiles files={attached.data ?? []} chosen={chosenAttached} onToggle={toggleAttached} />
            )}
            <div className="gallery-grid-area">{grid()}</div>
            {folder && total > 0 && (
              <Pagination
                className="gallery-pager"
                size="small"
                current={page}
                pageSize={pageSize}
                total={total}
                showSizeChanger
                pageSizeOptions={pageSizes}
                showTotal={(count) => t('files.total', { total: count })}
                onChange={(next, size) => {
                  setPage(size === pageSize ? next : 1);
                  setPageSize(size);
                }}
              />
            )}
          </section>
        </div>
      </Modal>
    </>
  );
}
