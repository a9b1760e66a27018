// 'Start Your Journey Now' with Reach Us, which opens the contact variant of the dialog.
import { Button } from '@tours/shared-ui/components';

import { useTexts } from '../../../lib/i18n';
import { homeTexts } from '../texts';
import './journey-cta.css';

export function JourneyCta({ onReachUs }: { onReachUs: () => void }) {
  const t = useTexts(homeTexts);
  return (
    <section className="ps-journey" aria-labelledby="ps-journey-title">
      <div className="ps-journey__inner">
        <h2 id="ps-journey-title" className="ps-journey__title">
          {t('ctaTitle')}
        </h2>
        <Button className="ps-journey__button" onClick={onReachUs}>
          {t('reachUs')}
        </Button>
      </div>
    </section>
  );
}
