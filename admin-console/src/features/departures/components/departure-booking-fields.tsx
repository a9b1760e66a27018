// The new booking form's group departure (issue 26), which the app hands to the bookings feature:
// an optional departure (its destination and dates then set from it), its pickup point, and one
// row of name, age and gender per traveller, as many as adults + children.
import { formatDay } from '@tours/shared-ui/booking-office';
import { seatsLeftText, TRAVELLER_GENDERS } from '@tours/shared-ui/domain';
import { Flex, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { departuresActions } from '../slice';
import { selectDepartures } from '../slice/selectors';
import { BOOKING_DEPARTURE_TEXTS as T } from '../texts';

const GENDER_OPTIONS = TRAVELLER_GENDERS.map((gender) => ({ value: gender, label: gender }));

const count = (text: unknown) => {
  const value = Number(String(text ?? '').trim());
  return Number.isInteger(value) && value > 0 ? Math.min(value, 50) : 0;
};

export function DepartureBookingFields() {
  const dispatch = useDispatch();
  const form = Form.useFormInstance();
  const { items, status } = useSelector(selectDepartures);
  const departureId = Form.useWatch<string | undefined>('departureId', form);
  const seats = count(Form.useWatch('adults', form)) + count(Form.useWatch('children', form));
  const choices = items.filter((item) => item.open && !item.cancelled);
  const chosen = choices.find((item) => item._id === departureId);

  useEffect(() => {
    if (status === 'idle') dispatch(departuresActions.listRequested());
  }, [dispatch, status]);

  // A departure chosen: its destination, dates and first pickup point. (Form.Item owns the
  // Select's onChange, so this follows the watched value.)
  useEffect(() => {
    if (!chosen) return;
    form.setFieldsValue({
      destination: chosen.destination,
      checkIn: chosen.startDate,
      checkOut: chosen.endDate,
      pickupPoint: chosen.pickupPoints[0] ?? '',
    });
  }, [chosen, form]);

  // One traveller row per seat, keeping what was typed.
  useEffect(() => {
    if (!chosen) return;
    const rows: unknown[] = form.getFieldValue('travellers') ?? [];
    if (rows.length !== seats) {
      form.setFieldValue(
        'travellers',
        Array.from({ length: seats }, (_, index) => rows[index] ?? {}),
      );
    }
  }, [chosen, form, seats]);

  return (
    <>
      <Form.Item name="departureId" label={T.departure} extra={T.departureHelp}>
        <Select
          allowClear
          loading={status === 'loading'}
          options={choices.map((item) => ({
            value: item._id,
            label: T.option(
              item.destination,
              formatDay(item.startDate),
              seatsLeftText(item.seatsLeft),
            ),
          }))}
        />
      </Form.Item>
      {chosen && (
        <>
          {chosen.pickupPoints.length > 0 && (
            <Form.Item name="pickupPoint" label={T.pickupPoint}>
              <Select
                options={chosen.pickupPoints.map((point) => ({ value: point, label: point }))}
              />
            </Form.Item>
          )}
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
            <legend style={{ fontSize: 14, marginBottom: 8 }}>{T.travellers}</legend>
            <Form.List name="travellers">
              {(fields) =>
                fields.map((field, index) => (
                  <Flex key={field.key} gap="small" wrap>
                    <Form.Item
                      name={[field.name, 'name']}
                      label={T.travellerName(index + 1)}
                      style={{ flex: '2 1 180px' }}
                    >
                      <Input autoComplete="off" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'age']}
                      label={T.travellerAge(index + 1)}
                      style={{ flex: '1 1 80px' }}
                    >
                      <Input inputMode="numeric" autoComplete="off" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'gender']}
                      label={T.travellerGender(index + 1)}
                      style={{ flex: '1 1 120px' }}
                    >
                      <Select options={GENDER_OPTIONS} />
                    </Form.Item>
                  </Flex>
                ))
              }
            </Form.List>
          </fieldset>
        </>
      )}
    </>
  );
}
