import { type ImgHTMLAttributes, useState } from 'react';

/**
 * An <img> that shows a neutral placeholder box when the picture is missing or fails to load, so a
 * broken file never shows the browser's broken-image icon.
 */
export function SafeImage({ src, alt, className, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return <span className={`mall-image-fallback ${className ?? ''}`} role="img" aria-label={alt ?? ''} />;
  }
  return (
    <img
      src={src}
      alt={alt ?? ''}
      className={className}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
