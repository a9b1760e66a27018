// The agency's logo mark with the site name from the runtime configuration beside it.
import logoUrl from '../assets/logo.svg';
import './logo.css';

export function Logo({ siteName, compact = false }: { siteName: string; compact?: boolean }) {
  return (
    <span className={['ps-logo', compact ? 'ps-logo--compact' : ''].filter(Boolean).join(' ')}>
      <img className="ps-logo__mark" src={logoUrl} alt="" width={40} height={40} />
      <span className="ps-logo__name">{siteName}</span>
    </span>
  );
}
