import { useMemo } from 'react';
import { encodeQr } from '../lib/qr-code';

export interface QrCodeProps {
  value: string;
  /** Rendered size in px. */
  size?: number;
  label: string;
}

/** A QR code drawn as one SVG path, with the 4-module quiet zone scanners need. */
export function QrCode({ value, size = 176, label }: QrCodeProps) {
  const { path, count } = useMemo(() => {
    const qr = encodeQr(value);
    let d = '';
    qr.modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x + 4},${y + 4}h1v1h-1z`;
      });
    });
    return { path: d, count: qr.size + 8 };
  }, [value]);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="qr-code"
      data-value={value}
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
