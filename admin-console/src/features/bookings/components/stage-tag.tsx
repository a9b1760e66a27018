// A booking's stage in words (BOOKING_STAGE_LABELS), coloured; every pair passes WCAG AA.
import { BOOKING_STAGE_LABELS, type BookingStage } from '@tours/shared-ui/booking-office';
import { Tag } from 'antd';

const STAGE_STYLES: Record<
  BookingStage,
  { color: string; background: string; borderColor: string }
> = {
  provisional: { color: '#7a4b00', background: '#fff7e6', borderColor: '#f5c26b' },
  confirmed: { color: '#1e6b35', background: '#edf7ef', borderColor: '#9fd3ad' },
  paid: { color: '#0b4f8a', background: '#e6f4ff', borderColor: '#91caff' },
  completed: { color: '#3d3d3d', background: '#f5f5f5', borderColor: '#bfbfbf' },
  cancelled: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  released: { color: '#5c3d99', background: '#f6f0ff', borderColor: '#c9b3f0' },
};

export function StageTag({ stage }: { stage: BookingStage | undefined }) {
  if (!stage) return null;
  return <Tag style={STAGE_STYLES[stage]}>{BOOKING_STAGE_LABELS[stage]}</Tag>;
}
