// The agency's logo mark with the site name from the runtime configuration beside it. The mark is
// drawn inline: as an <img> of an SVG file, each page built a separate SVG document for it on the
// main thread (about 20 ms on a phone-class CPU, before the page's scripts could run), and it cost
// a request.
import './logo.css';

export function Logo({ siteName, compact = false }: { siteName: string; compact?: boolean }) {
  return (
    <span className={['ps-logo', compact ? 'ps-logo--compact' : ''].filter(Boolean).join(' ')}>
      <svg
        className="ps-logo__mark"
        viewBox="0 0 64 64"
        width={40}
        height={40}
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="32" cy="32" r="31" fill="#0b6e69" />
        <circle cx="43" cy="20" r="7" fill="#f2a541" />
        <path d="M6 44 22 24l8 10 8-9 20 19a31 31 0 0 1-52 0z" fill="#f7f5f0" />
        <path d="M6 44h52a31 31 0 0 1-4 7H10a31 31 0 0 1-4-7z" fill="#b4441a" />
        <path
          d="M16 50c6-3 12-3 16 0s10 3 16 0"
          fill="none"
          stroke="#f7f5f0"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="ps-logo__name">{siteName}</span>
    </span>
  );
}
