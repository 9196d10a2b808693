import type { BizFile } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { TilePick } from './file-grid';

export interface AttachedFilesProps {
  files: BizFile[];
  chosen: BizFile[];
  onToggle(file: BizFile): void;
}

/**
 * The files already attached to the object being edited (GET /authen/file/bizfiles), as toggle tiles above
 * the folders' pictures: choosing one puts it back in the field without a new upload.
 */
export function AttachedFiles({ files, chosen, onToggle }: AttachedFilesProps) {
  const { t } = useTranslation('gallery');
  const chosenUrls = new Set(chosen.map((file) => file.fileUrl));
  return (
    <section className="gallery-attached" aria-label={t('attached.title')} data-testid="gallery-attached">
      <h3 className="gallery-attached-title">{t('attached.title')}</h3>
      <p className="gallery-hint">{t('attached.hint')}</p>
      <ul className="gallery-grid">
        {files.map((file) => {
          const selected = chosenUrls.has(file.fileUrl);
          return (
            <li key={file.fileUrl} className={`gallery-tile${selected ? ' is-selected' : ''}`}>
              <TilePick
                fileUrl={file.fileUrl}
                fileName={file.fileName}
                selected={selected}
                onToggle={() => onToggle(file)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
