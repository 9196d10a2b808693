import { thumbnailSources } from '@mall/contracts';
import { type ImgHTMLAttributes, useState } from 'react';

export interface SafeImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  /**
   * The width the picture is shown at (the `sizes` attribute, e.g. "220px"). Given, a picture the server
   * stores is loaded as a thumbnail of about that width (WebP, with its own format as the fallback), never
   * the full-size original.
   */
  sizes?: string;
}

/**
 * An <img> that shows a neutral placeholder box when the picture is missing or fails to load, so a
 * broken file never shows the browser's broken-image icon.
 */
export function SafeImage({ src, alt, className, sizes, ...rest }: SafeImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    // A picture with no text (a shop card's logo beside the shop's name) is decoration, hidden from screen
    // readers, as an <img alt=""> is: an image role needs a name (axe role-img-alt; a new shop has no logo).
    return alt ? (
      <span className={`mall-image-fallback ${className ?? ''}`} role="img" aria-label={alt} />
    ) : (
      <span className={`mall-image-fallback ${className ?? ''}`} aria-hidden="true" />
    );
  }
  const thumbs = sizes ? thumbnailSources(src) : null;
  const img = (
    <img
      src={thumbs?.src ?? src}
      srcSet={thumbs?.srcSet}
      sizes={thumbs ? sizes : undefined}
      alt={alt ?? ''}
      className={className}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      {...rest}
    />
  );
  if (!thumbs) return img;
  return (
    <picture className="mall-picture">
      <source type="image/webp" srcSet={thumbs.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
