import { type ComponentType, lazy, type MouseEvent, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/safe-image';
import type { GalleryPreviewProps } from './gallery-preview';
import { ZoomIcon } from './product-icons';
import './product-gallery.css';

/** Lens side as a share of the picture: the zoom pane shows the lens area at 1 / lensSize magnification. */
const lensSize = 0.5;

// The preview (antd's Image with its zoom and rotation tools, about 9 KB gzip) loads when it first opens.
const GalleryPreview = lazy(
  (): Promise<{ default: ComponentType<GalleryPreviewProps> }> =>
    import('./gallery-preview').catch(() => ({ default: () => null })),
);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface ProductGalleryProps {
  images: string[];
  alt: string;
  /** Shows this picture when it changes (the chosen style's picture). */
  focusUrl?: string;
}

/**
 * Picture gallery: the main picture with a hover magnifier (lens and a zoom pane beside it), thumbnails
 * (hover or choose), and a full-size preview with zoom and rotation that opens on click, Enter or Space
 * (arrow keys move between pictures, Escape closes).
 */
export function ProductGallery({ images, alt, focusUrl }: ProductGalleryProps) {
  const { t } = useTranslation('products');
  const [index, setIndex] = useState(0);
  const [previewOpen, setPreviewOpen] = useState(false);
  // Once opened the preview stays mounted, so closing still animates.
  const [previewUsed, setPreviewUsed] = useState(false);
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const current = images[index] ?? images[0] ?? '';

  useEffect(() => {
    const at = focusUrl ? images.indexOf(focusUrl) : -1;
    if (at >= 0) setIndex(at);
  }, [focusUrl, images]);

  const onMove = (event: MouseEvent<HTMLButtonElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const half = lensSize / 2;
    setLens({
      x: clamp((event.clientX - rect.left) / rect.width, half, 1 - half) - half,
      y: clamp((event.clientY - rect.top) / rect.height, half, 1 - half) - half,
    });
  };

  return (
    <div className="product-gallery" data-testid="product-gallery">
      <div className="product-gallery__stage">
        <button
          type="button"
          className="product-gallery__main"
          onClick={() => {
            setPreviewUsed(true);
            setPreviewOpen(true);
          }}
          onMouseMove={current ? onMove : undefined}
          onMouseLeave={() => setLens(null)}
          aria-label={t('detail.gallery.enlarge', { index: index + 1, total: images.length })}
          data-testid="gallery-main"
        >
          {/* The page's largest picture (its LCP): fetched first, never lazily; a 400 px thumbnail (640 on
              sharp screens), while the zoom pane and the preview show the original. */}
          <SafeImage src={current} alt={alt} sizes="400px" loading="eager" fetchPriority="high" />
          {lens && (
            <span
              className="product-gallery__lens"
              aria-hidden="true"
              style={{ left: `${lens.x * 100}%`, top: `${lens.y * 100}%` }}
            />
          )}
          <span className="product-gallery__hint" aria-hidden="true">
            <ZoomIcon />
          </span>
        </button>
        {lens && current && (
          <div
            className="product-gallery__zoom"
            aria-hidden="true"
            data-testid="gallery-zoom"
            style={{
              backgroundImage: `url("${encodeURI(current)}")`,
              backgroundSize: `${100 / lensSize}%`,
              backgroundPosition: `${(lens.x / (1 - lensSize)) * 100}% ${(lens.y / (1 - lensSize)) * 100}%`,
            }}
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="product-gallery__thumbs" aria-label={t('detail.gallery.thumbs')}>
          {images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className={`product-gallery__thumb${i === index ? ' is-active' : ''}`}
                aria-pressed={i === index}
                aria-label={t('detail.gallery.show', { index: i + 1 })}
                onClick={() => setIndex(i)}
                onMouseEnter={() => setIndex(i)}
              >
                <SafeImage src={url} alt="" sizes="64px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {previewUsed && images.length > 0 && (
        <Suspense fallback={null}>
          <GalleryPreview
            images={images}
            alt={alt}
            open={previewOpen}
            index={index}
            onOpenChange={setPreviewOpen}
            onChange={setIndex}
          />
        </Suspense>
      )}
    </div>
  );
}
