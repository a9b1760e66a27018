// The six themes: labelled pictures (not links), 2/3/4/6 columns by width, fading in 0.1 s apart.
import '../../../components/reveal.css';
import { Section } from '../../../components/section';
import { revealDelay } from '../../../lib/motion';
import { useInView } from '../../../lib/use-in-view';
import { THEMES } from '../themes';
import { useTexts } from '../../../lib/i18n';
import { homeTexts } from '../texts';
import './themes-grid.css';

const STAGGER_S = 0.1;

export function ThemesGrid() {
  const t = useTexts(homeTexts);
  const [listRef, inView] = useInView<HTMLUListElement>();
  return (
    <Section title={t('themesHeading')}>
      <ul ref={listRef} className={`ps-themes${inView ? ' ps-reveal--visible' : ''}`}>
        {THEMES.map((theme, index) => (
          <li
            key={theme.label}
            className="ps-theme ps-reveal-item"
            style={revealDelay(index, STAGGER_S)}
          >
            <img
              className="ps-theme__image"
              src={theme.image}
              alt=""
              width={320}
              height={240}
              loading="lazy"
              decoding="async"
            />
            <span className="ps-theme__label">{t('theme', { theme: theme.label })}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
