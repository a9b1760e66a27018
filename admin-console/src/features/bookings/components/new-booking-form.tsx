// 'New booking' on the bookings list: a booking taken by phone or at the office, its destination
// chosen from the destinations. Checked with adminBookingSchema (as the API re-checks it); once
// created, its page opens. `departureFields` (the app's: a group departure, its pickup point and
// travellers, issue 26) go after the booking's own; with a departure its dates are the server's.
import { BOOKING_SOURCES, type AdminBookingRequest } from '@tours/shared-ui/booking-office';
import { adminBookingSchema, validate } from '@tours/shared-ui/schemas';
import { Button, Form, Input, Radio } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from '@tours/shared-ui/router';

import { CheckedForm, rupeesOf } from '../../../components/checked-form';
import { EditorPanel } from '../../../components/editor-panel';
import { adminPaths } from '../../../config/paths';
import { newBookingActions } from '../slice';
import { selectNewBooking } from '../slice/selectors';
import { NEW_BOOKING_TEXTS as T, SOURCE_LABELS } from '../texts';
import { BOOKING_FIELD_NAMES, BookingFields, type BookingFieldValues } from './booking-fields';

interface NewBookingValues extends BookingFieldValues {
  source: AdminBookingRequest['source'];
  quotedTotal: string;
  departureId?: string;
  pickupPoint?: string;
  travellers?: Array<{ name?: string; age?: string; gender?: string }>;
}

/** A departure's booking sends its travellers (ages as numbers) and no dates of its own. */
function departurePart({
  departureId,
  pickupPoint,
  travellers,
  checkIn,
  checkOut,
}: NewBookingValues) {
  if (!departureId) return { checkIn, checkOut };
  return {
    checkIn: undefined,
    checkOut: undefined,
    departureId,
    pickupPoint: pickupPoint ?? '',
    travellers: (travellers ?? []).map((traveller) => ({
      name: traveller.name ?? '',
      age: rupeesOf(traveller.age),
      gender: traveller.gender,
    })),
  };
}

const FIELDS = [
  ...BOOKING_FIELD_NAMES,
  'source',
  'quotedTotal',
  'departureId',
  'pickupPoint',
  'travellers',
] as const;

const SOURCE_OPTIONS = BOOKING_SOURCES.map((source) => ({
  value: source,
  label: SOURCE_LABELS[source],
}));

export function NewBookingButton() {
  const dispatch = useDispatch();
  return (
    <Button type="primary" onClick={() => dispatch(newBookingActions.opened())}>
      {T.open}
    </Button>
  );
}

export function NewBookingForm({ departureFields }: { departureFields?: ReactNode }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { open, saving, refusal, created } = useSelector(selectNewBooking);

  useEffect(() => {
    if (created) {
      dispatch(newBookingActions.closed());
      void navigate(adminPaths.booking(created._id));
    }
  }, [created, dispatch, navigate]);

  if (!open) return null;
  return (
    <EditorPanel title={T.title}>
      <CheckedForm<NewBookingValues, AdminBookingRequest>
        name="new-booking"
        fields={FIELDS}
        initialValues={{ adults: '1', children: '0', category: 'Deluxe', source: 'phone' }}
        validate={(values) => {
          const { departureId: _d, pickupPoint: _p, travellers: _t, ...own } = values;
          const result = validate(adminBookingSchema, {
            ...own,
            ...departurePart(values),
            email: values.email ?? '',
            message: values.message ?? '',
            adults: rupeesOf(values.adults),
            children: rupeesOf(values.children) ?? 0,
            quotedTotal: rupeesOf(values.quotedTotal) ?? null,
          });
          return result.ok ? { ok: true, value: result.value } : result;
        }}
        onSubmit={(input) => dispatch(newBookingActions.submitted(input))}
        submitLabel={T.submit}
        saving={saving}
        refusal={refusal}
        extra={<Button onClick={() => dispatch(newBookingActions.closed())}>{T.cancel}</Button>}
      >
        <Form.Item name="source" label={T.source}>
          <Radio.Group options={SOURCE_OPTIONS} aria-label={T.source} />
        </Form.Item>
        <BookingFields />
        {departureFields}
        <Form.Item name="quotedTotal" label={T.quotedTotal} extra={T.quotedTotalHelp}>
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
      </CheckedForm>
    </EditorPanel>
  );
}
