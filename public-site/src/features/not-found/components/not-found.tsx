// Every path the site does not know: an illustration, the SPEC texts and a way back home.
import { Link } from '@tours/shared-ui/router';

import illustrationUrl from '../../../assets/not-found.svg';
import { useLocalePath, useTexts } from '../../../lib/i18n';
import { notFoundTexts } from '../texts';
import './not-found.css';

export function NotFound() {
  const t = useTexts(notFoundTexts);
  const localePath = useLocalePath();
  return (
    <div className="ps-not-found">
      <img className="ps-not-found__image" src={illustrationUrl} alt="" width={320} height={240} />
      <h1 className="ps-not-found__title">{t('heading')}</h1>
      <p className="ps-not-found__text">{t('text')}</p>
      <Link to={localePath('/')} className="tui-button tui-button--secondary">
        {t('backHome')}
      </Link>
    </div>
  );
}
