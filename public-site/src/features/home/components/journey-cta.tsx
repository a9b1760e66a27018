// 'Start Your Journey Now' with Reach Us, which opens the contact variant of the dialog.
import { Button } from '@tours/shared-ui/components';

import { CTA_TITLE, REACH_US } from '../texts';
import './journey-cta.css';

export function JourneyCta({ onReachUs }: { onReachUs: () => void }) {
  return (
    <section className="ps-journey" aria-labelledby="ps-journey-title">
      <div className="ps-journey__inner">
        <h2 id="ps-journey-title" className="ps-journey__title">
          {CTA_TITLE}
        </h2>
        <Button className="ps-journey__button" onClick={onReachUs}>
          {REACH_US}
        </Button>
      </div>
    </section>
  );
}
