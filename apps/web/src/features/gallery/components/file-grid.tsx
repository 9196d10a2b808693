import { type GalleryFile, permissionCodes } from '@mall/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { SafeImage } from '../../../components/safe-image';
import { useSizeText } from '../hooks/use-size-text';

export interface FileGridProps {
  files: GalleryFile[];
  selectedIds: ReadonlySet<number>;
  downloading: number | null;
  onToggle(file: GalleryFile): void;
  onDownload(file: GalleryFile): void;
  onDelete(file: GalleryFile): void;
}

/** A picture tile's toggle button and name, shared by the folder's grid and the attached files. */
export function TilePick({
  fileUrl,
  fileName,
  selected,
  onToggle,
}: {
  fileUrl: string;
  fileName: string;
  selected: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('gallery');
  return (
    <>
      <button
        type="button"
        className="gallery-tile-pick"
        aria-pressed={selected}
        aria-label={t('files.select', { name: fileName })}
        onClick={onToggle}
      >
        {/* A thumbnail about the tile's width, never the full-size original (up to FILE_IMAGE_MAX_SIZE). */}
        <SafeImage src={fileUrl} alt="" sizes="160px" />
        {selected && (
          <span className="gallery-tile-check" aria-hidden>
            ✓
          </span>
        )}
      </button>
      <div className="gallery-tile-name" title={fileName}>
        {fileName}
      </div>
    </>
  );
}

/**
 * The pictures of one page as tiles 15% wide (spec §9). A tile is a toggle button: pressing it selects
 * or unselects the picture (spec §4); download and delete sit under it.
 */
export function FileGrid({ files, selectedIds, downloading, onToggle, onDownload, onDelete }: FileGridProps) {
  const { t } = useTranslation('gallery');
  const formatSize = useSizeText();
  return (
    <ul className="gallery-grid">
      {files.map((file) => {
        const selected = selectedIds.has(file.id);
        return (
          <li key={file.id} className={`gallery-tile${selected ? ' is-selected' : ''}`}>
            <TilePick
              fileUrl={file.fileUrl}
              fileName={file.fileName}
              selected={selected}
              onToggle={() => onToggle(file)}
            />
            <div className="gallery-tile-meta">
              {t('files.dimensions', { width: file.width, height: file.height })} · {formatSize(file.size)}
            </div>
            <div className="gallery-tile-actions">
              <Button
                size="small"
                type="link"
                loading={downloading === file.id}
                aria-label={`${t('files.download')} ${file.fileName}`}
                onClick={() => onDownload(file)}
              >
                {t('files.download')}
              </Button>
              <Permission codes={[permissionCodes.galleryDelete]}>
                <Button
                  size="small"
                  type="link"
                  danger
                  aria-label={`${t('files.deleteOne')} ${file.fileName}`}
                  onClick={() => onDelete(file)}
                >
                  {t('files.deleteOne')}
                </Button>
              </Permission>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
