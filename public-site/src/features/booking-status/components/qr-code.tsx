// A QR code drawn as SVG in the page, computed here by the `qrcode` package: no image is fetched,
// nothing leaves the visitor's browser. Dark modules on a white square with the quiet zone of four
// modules that scanners need, whatever the page's colours.
import { create } from 'qrcode';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

/** The path of the dark modules, one unit square each, offset by the quiet zone. */
function modulesPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join('') };
}

export interface QrCodeProps {
  /** What the code says (a upi://pay link). */
  value: string;
  /** The code's accessible name. */
  label: string;
  className?: string;
}

export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => modulesPath(value), [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
