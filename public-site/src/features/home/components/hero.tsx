// The Home hero: a 500 px band with the shipped landscape, the title and Explore (to /places).
import { Link } from '@tours/shared-ui/router';

import heroUrl from '../../../assets/hero.svg';
import { useLocalePath, useTexts } from '../../../lib/i18n';
import { homeTexts } from '../texts';
import './hero.css';

export function Hero() {
  const t = useTexts(homeTexts);
  const localePath = useLocalePath();
  return (
    <section className="ps-hero" aria-labelledby="ps-hero-title">
      {/* Decorative: the heading says what the band is. Eager and high priority: it is the LCP. */}
      <img
        className="ps-hero__image"
        src={heroUrl}
        alt=""
        width={1440}
        height={500}
        fetchPriority="high"
        decoding="async"
      />
      <div className="ps-hero__content">
        <h1 id="ps-hero-title" className="ps-hero__title">
          {t('heroTitle')}
        </h1>
        <Link to={localePath('/places')} className="tui-button tui-button--primary ps-hero__cta">
          {t('explore')}
        </Link>
      </div>
    </section>
  );
}
