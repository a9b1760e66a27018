// The public cancellation-charge calculator of the Refund Policy page (issue 13): journey date and
// tour price in; days before the journey, charge, refund and the rule's words out, computed with
// the booking office's quoteCancellation for a confirmed booking paid in full, cancelled today
// (Asia/Kolkata) — the same rules the admin's quote uses.
import {
  formatInr,
  isRupees,
  quoteCancellation,
  todayInIst,
  type CancellationQuote,
} from '@tours/shared-ui/booking-office';
import { Button, TextField } from '@tours/shared-ui/components';
import { useState, type FormEvent } from 'react';

import { HeadedSection } from '../../../components/headed-section';
import '../../../components/page.css';
import {
  AGENCY_DECIDES,
  CALCULATE,
  CALCULATOR_HEADING,
  CALCULATOR_INTRO,
  JOURNEY_DATE_LABEL,
  JOURNEY_DATE_MESSAGE,
  RESULT_CHARGE,
  RESULT_DAYS,
  RESULT_HEADING,
  RESULT_REFUND,
  RESULT_RULE,
  TOUR_PRICE_LABEL,
  TOUR_PRICE_MESSAGE,
} from '../texts';

type Errors = Partial<Record<'journeyDate' | 'tourPrice', string>>;

export function CancellationCalculator() {
  const [journeyDate, setJourneyDate] = useState('');
  const [tourPrice, setTourPrice] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [quote, setQuote] = useState<CancellationQuote | null>(null);
  const today = todayInIst();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const price = tourPrice.trim() === '' ? NaN : Number(tourPrice);
    const found: Errors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(journeyDate) || journeyDate < today) {
      found.journeyDate = JOURNEY_DATE_MESSAGE;
    }
    if (!isRupees(price) || price <= 0) found.tourPrice = TOUR_PRICE_MESSAGE;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setQuote(null);
      const first = found.journeyDate ? 'ps-calculator-journey' : 'ps-calculator-price';
      document.getElementById(first)?.focus();
      return;
    }
    setQuote(
      quoteCancellation({
        journeyDate,
        on: today,
        tourPrice: price,
        received: price,
        stage: 'confirmed',
      }),
    );
  };

  const amount = (value: number | null) => (value === null ? AGENCY_DECIDES : formatInr(value));

  return (
    <HeadedSection
      className="ps-policy__calculator"
      headingId="ps-calculator-heading"
      level={3}
      headingClassName="ps-policy__subheading"
      heading={CALCULATOR_HEADING}
    >
      <p>{CALCULATOR_INTRO}</p>
      <form className="ps-short-form ps-policy__calculator-form" noValidate onSubmit={handleSubmit}>
        <TextField
          id="ps-calculator-journey"
          label={JOURNEY_DATE_LABEL}
          type="date"
          min={today}
          required
          value={journeyDate}
          error={errors.journeyDate}
          onChange={(event) => setJourneyDate(event.target.value)}
        />
        <TextField
          id="ps-calculator-price"
          label={TOUR_PRICE_LABEL}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          value={tourPrice}
          error={errors.tourPrice}
          onChange={(event) => setTourPrice(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {CALCULATE}
        </Button>
      </form>
      <div aria-live="polite">
        {quote ? (
          <HeadedSection
            className="ps-policy__result"
            headingId="ps-calculator-result"
            level={4}
            headingClassName="ps-policy__result-heading"
            heading={RESULT_HEADING}
          >
            <dl className="ps-facts">
              <div>
                <dt>{RESULT_DAYS}</dt>
                <dd>{quote.daysBefore}</dd>
              </div>
              <div>
                <dt>{RESULT_CHARGE}</dt>
                <dd>{amount(quote.charge)}</dd>
              </div>
              <div>
                <dt>{RESULT_REFUND}</dt>
                <dd>{amount(quote.refund)}</dd>
              </div>
              <div>
                <dt>{RESULT_RULE}</dt>
                <dd>{quote.rule}</dd>
              </div>
            </dl>
          </HeadedSection>
        ) : null}
      </div>
    </HeadedSection>
  );
}
