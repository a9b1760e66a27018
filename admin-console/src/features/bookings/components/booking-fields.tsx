// The fields of a booking both forms share: the new booking taken by phone or at the office, and
// the change of a booking's details on its page. The destination is chosen from the destinations
// (issue 25 item 5: free text let 'Pur' in), searchable by typing. The traveller's state (the GST
// place of supply) and an optional GSTIN (issue 27).
import { BOOKING_DETAIL_FIELDS, formatDay, todayInIst } from '@tours/shared-ui/booking-office';
import { HOTEL_CATEGORIES, type HotelCategory } from '@tours/shared-ui/domain';
import { Form, Input, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { GstinField, GstStateSelect } from '../../../components/gst-fields';
import { destinationChoicesActions } from '../slice';
import { selectDestinationChoices } from '../slice/selectors';
import type { DestinationChoice } from '../slice/types';
import { DESTINATIONS_FAILED, DESTINATION_SEARCH, NEW_BOOKING_TEXTS as T } from '../texts';

/** A booking's own fields as the forms hold them (counts as typed text). */
export interface BookingFieldValues {
  name: string;
  phone: string;
  email: string;
  destination: string;
  checkIn: string;
  checkOut: string;
  adults: string;
  children: string;
  category: HotelCategory;
  message: string;
  /** Absent on a new booking: the server takes the agency's state. */
  stateCode?: string;
  gstin?: string;
}

/**
 * The same fields as the API's (shared-ui BOOKING_DETAIL_FIELDS and the GST ones, issue 27): what a
 * change may send.
 */
export const BOOKING_FIELD_NAMES = [...BOOKING_DETAIL_FIELDS, 'stateCode', 'gstin'] as const;

/** The destinations to choose from, fetched when a form that needs them opens. */
export function useDestinationChoices(): DestinationChoice[] {
  const dispatch = useDispatch();
  const { value } = useSelector(selectDestinationChoices);
  useEffect(() => {
    dispatch(destinationChoicesActions.requested());
  }, [dispatch]);
  return value ?? [];
}

function DestinationSelect(props: { value?: string; onChange?: (value: string) => void }) {
  const choices = useDestinationChoices();
  const { status } = useSelector(selectDestinationChoices);
  const names = choices.map((choice) => choice.name);
  // A booking made before the list was enforced keeps its destination as an option.
  if (props.value && !names.includes(props.value)) names.unshift(props.value);
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={DESTINATION_SEARCH}
      loading={status === 'loading'}
      notFoundContent={status === 'failed' ? DESTINATIONS_FAILED : undefined}
      options={names.map((name) => ({ value: name, label: name }))}
    />
  );
}

/**
 * A day the form holds but nobody types (a group departure's, issue 26): shown as text, labelled
 * by its field's label, not as a field that looks editable.
 */
function FixedDay({ id, value }: { id?: string; value?: string }) {
  return (
    <output id={id} style={{ display: 'block', fontWeight: 600, padding: '4px 0' }}>
      {value ? formatDay(value) : ''}
    </output>
  );
}

/** `minCheckIn`: a new booking starts today or later; a change keeps a past check-in possible. */
export function BookingFields({ minCheckIn = todayInIst() }: { minCheckIn?: string }) {
  // A group departure chosen (the new booking form's departure fields): its dates are the booking's.
  const fromDeparture = Boolean(Form.useWatch('departureId'));
  const day = fromDeparture ? <FixedDay /> : <Input type="date" min={minCheckIn} />;
  return (
    <>
      <Form.Item name="name" label={T.name}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={T.phone}>
        <Input type="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item name="email" label={T.email}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="destination" label={T.destination}>
        <DestinationSelect />
      </Form.Item>
      <Form.Item name="checkIn" label={T.checkIn}>
        {day}
      </Form.Item>
      <Form.Item name="checkOut" label={T.checkOut}>
        {day}
      </Form.Item>
      <Form.Item name="adults" label={T.adults}>
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item name="children" label={T.children}>
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item name="category" label={T.category}>
        <Radio.Group
          aria-label={T.category}
          options={HOTEL_CATEGORIES.map((category) => ({ value: category, label: category }))}
        />
      </Form.Item>
      <Form.Item name="stateCode" label={T.stateCode}>
        <GstStateSelect />
      </Form.Item>
      <GstinField label={T.gstin} help={T.gstinHelp} />
      <Form.Item name="message" label={T.message}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );
}
