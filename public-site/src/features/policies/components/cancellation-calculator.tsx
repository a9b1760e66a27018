// The public cancellation-charge calculator of the Refund Policy page (issue 13): journey date, tour
// price and the amount paid so far in; days before the journey, charge, refund and the rule's words
// out, computed with the booking office's quoteCancellation for a confirmed booking cancelled today
// (Asia/Kolkata) — the same rules the admin's quote uses. The refund is what was paid less the
// charge, never below 0 (issue 25): a family that paid the 20% deposit gets back no more than that.
import {
  isRupees,
  quoteCancellation,
  todayInIst,
  type CancellationQuote,
} from '@tours/shared-ui/booking-office';
import { Button, TextField } from '@tours/shared-ui/components';
import { useState, type FormEvent } from 'react';

import { HeadedSection } from '../../../components/headed-section';
import '../../../components/page.css';
import { useTexts } from '../../../lib/i18n';
import { policiesTexts, ruleText } from '../texts';
import { useRupees } from '../../../lib/rupees';

type Errors = Partial<Record<'journeyDate' | 'tourPrice' | 'paid', string>>;

const FIELD_IDS: Record<keyof Errors, string> = {
  journeyDate: 'ps-calculator-journey',
  tourPrice: 'ps-calculator-price',
  paid: 'ps-calculator-paid',
};

const rupeesOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** A required amount in whole rupees: the tour price and what was paid. */
function RupeesField({
  onChange,
  ...props
}: {
  id: string;
  label: string;
  min: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      {...props}
      type="number"
      inputMode="numeric"
      step={1}
      required
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function CancellationCalculator() {
  const t = useTexts(policiesTexts);
  const rupees = useRupees();
  const [journeyDate, setJourneyDate] = useState('');
  const [tourPrice, setTourPrice] = useState('');
  const [paid, setPaid] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [quote, setQuote] = useState<CancellationQuote | null>(null);
  const today = todayInIst();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const price = rupeesOf(tourPrice);
    const received = rupeesOf(paid);
    const found: Errors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(journeyDate) || journeyDate < today) {
      found.journeyDate = t('journeyDateMessage');
    }
    if (!isRupees(price) || price <= 0) found.tourPrice = t('tourPriceMessage');
    if (!isRupees(received) || received < 0 || (found.tourPrice === undefined && received > price))
      found.paid = t('paidMessage');
    setErrors(found);
    const first = (Object.keys(FIELD_IDS) as (keyof Errors)[]).find((field) => found[field]);
    if (first) {
      setQuote(null);
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setQuote(
      quoteCancellation({
        journeyDate,
        on: today,
        tourPrice: price,
        received,
        stage: 'confirmed',
      }),
    );
  };

  const amount = (value: number | null) => (value === null ? t('agencyDecides') : rupees(value));

  return (
    <HeadedSection
      className="ps-policy__calculator"
      headingId="ps-calculator-heading"
      level={3}
      headingClassName="ps-policy__subheading"
      heading={t('calculatorHeading')}
    >
      <p>{t('calculatorIntro')}</p>
      <form className="ps-short-form ps-policy__calculator-form" noValidate onSubmit={handleSubmit}>
        <TextField
          id={FIELD_IDS.journeyDate}
          label={t('journeyDateLabel')}
          type="date"
          min={today}
          required
          value={journeyDate}
          error={errors.journeyDate}
          onChange={(event) => setJourneyDate(event.target.value)}
        />
        <RupeesField
          id={FIELD_IDS.tourPrice}
          label={t('tourPriceLabel')}
          min={1}
          value={tourPrice}
          error={errors.tourPrice}
          onChange={setTourPrice}
        />
        <RupeesField
          id={FIELD_IDS.paid}
          label={t('paidLabel')}
          min={0}
          value={paid}
          error={errors.paid}
          onChange={setPaid}
        />
        <Button type="submit" variant="secondary">
          {t('calculate')}
        </Button>
      </form>
      <div aria-live="polite">
        {quote ? (
          <HeadedSection
            className="ps-policy__result"
            headingId="ps-calculator-result"
            level={4}
            headingClassName="ps-policy__result-heading"
            heading={t('resultHeading')}
          >
            <dl className="ps-facts">
              <div>
                <dt>{t('resultDays')}</dt>
                <dd>{quote.daysBefore}</dd>
              </div>
              <div>
                <dt>{t('resultCharge')}</dt>
                <dd>{amount(quote.charge)}</dd>
              </div>
              <div>
                <dt>{t('resultRefund')}</dt>
                <dd>{amount(quote.refund)}</dd>
              </div>
              <div>
                <dt>{t('resultRule')}</dt>
                <dd>{ruleText(t, quote.rule)}</dd>
              </div>
            </dl>
          </HeadedSection>
        ) : null}
      </div>
    </HeadedSection>
  );
}
