// A booking's stage in words (BOOKING_STAGE_LABELS), coloured; every pair passes WCAG AA.
import { BOOKING_STAGE_LABELS, type BookingStage } from '@tours/shared-ui/booking-office';

import { type Tone, ToneTag } from '../../../components/tone-tag';

const STAGE_TONES: Record<BookingStage, Tone> = {
  waitlisted: 'grey',
  provisional: 'amber',
  confirmed: 'green',
  paid: 'blue',
  completed: 'grey',
  cancelled: 'red',
  released: 'violet',
};

export function StageTag({ stage }: { stage: BookingStage | undefined }) {
  if (!stage) return null;
  return <ToneTag tone={STAGE_TONES[stage]}>{BOOKING_STAGE_LABELS[stage]}</ToneTag>;
}
