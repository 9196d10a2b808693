import { Button } from 'antd';
import { useState } from 'react';
import { SafeImage } from '../../../components/safe-image';
import type { BizRef } from '../api/get-biz-files';
import { useGalleryTexts } from '../hooks/use-gallery-texts';
import { mergePicked } from '../utils/pick';
import { GalleryChooser } from './gallery-chooser';
import type { ChosenPicture } from './gallery-dialog';
import './gallery-picker.css';

export interface GalleryPickerFieldProps {
  /** The chosen pictures' addresses (fileUrl), in order. */
  value: string[];
  onChange(urls: string[]): void;
  /** How many pictures the field holds; with 1 a new choice replaces the old one. */
  limit: number;
  /** Put on the "choose pictures" button, so a form label points at it. */
  id?: string;
  'aria-describedby'?: string;
  /** The object the field belongs to: the gallery also offers its files already attached. */
  attachedTo?: BizRef;
}

/**
 * A form field holding gallery pictures (spec screen 9): thumbnails of the chosen pictures, each with a
 * remove button, and a button that opens the buyer's picture gallery to choose more.
 */
export function GalleryPickerField({
  value,
  onChange,
  limit,
  id,
  'aria-describedby': describedBy,
  attachedTo,
}: GalleryPickerFieldProps) {
  const { t, ready } = useGalleryTexts();
  const [open, setOpen] = useState(false);
  const urls = value ?? [];
  // With one picture the gallery replaces it; otherwise it offers the places still free.
  const room = limit <= 1 ? 1 : Math.max(0, limit - urls.length);

  const choose = () => setOpen(true);
  const picked = (files: ChosenPicture[]) => {
    setOpen(false);
    onChange(
      mergePicked(
        urls,
        files.map((file) => file.fileUrl),
        limit,
      ),
    );
  };

  return (
    <div className="gallery-picker">
      {urls.length > 0 && (
        <ul className="gallery-picker-list">
          {urls.map((url, index) => (
            <li key={url} className="gallery-picker-item">
              <SafeImage
                src={url}
                alt={ready ? t('picker.picture', { index: index + 1 }) : ''}
                sizes="88px"
              />
              <button
                type="button"
                className="gallery-picker-remove"
                aria-label={ready ? t('picker.remove', { index: index + 1 }) : ''}
                onClick={() => onChange(urls.filter((other) => other !== url))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="gallery-picker-actions">
        <Button id={id} aria-describedby={describedBy} onClick={choose} disabled={room === 0 || !ready}>
          {ready ? t('picker.choose') : '\u00a0'}
        </Button>
        {limit > 1 && ready && (
          <span className="gallery-picker-count">{t('picker.count', { count: urls.length, limit })}</span>
        )}
      </div>
      <GalleryChooser
        open={open}
        limit={room}
        onCancel={() => setOpen(false)}
        onConfirm={picked}
        attachedTo={attachedTo}
      />
    </div>
  );
}
