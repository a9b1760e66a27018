// The booking office's settings on /admin/settings: the days before check-in the further 40%
// falls due, the days before an instalment a reminder goes out, and the bank details the quote
// message gives when the agency has no UPI id. Checked with the shared schema, saved by the saga.
import type { BookingOfficeSettingsRequest } from '@tours/shared-ui/booking-office';
import { bookingOfficeSettingsSchema, validate } from '@tours/shared-ui/schemas';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { CheckedForm, rupeesOf } from '../../../components/checked-form';
import { SettingsSection } from '../../../components/settings-section';
import { officeSettingsActions } from '../slice';
import { selectOfficeSettings } from '../slice/selectors';
import { OFFICE_SETTINGS_TEXTS as T } from '../texts';

interface OfficeSettingsValues {
  beforeJourneyDays: string;
  reminderDaysBefore: string;
  bankDetails: string;
}

const FIELDS = ['beforeJourneyDays', 'reminderDaysBefore', 'bankDetails'] as const;

export function OfficeSettingsSection() {
  const dispatch = useDispatch();
  const state = useSelector(selectOfficeSettings);
  const { saving, refusal, saved } = state;

  useEffect(() => {
    dispatch(officeSettingsActions.requested());
  }, [dispatch]);

  return (
    <SettingsSection
      headingId="office-settings-heading"
      heading={T.heading}
      intro={<p>{T.intro}</p>}
      state={state}
      loadingText={T.loading}
    >
      {(value) => (
        <CheckedForm<OfficeSettingsValues, BookingOfficeSettingsRequest>
          // Keyed by the saves, so the fields show what the server now holds.
          key={saved}
          name="office-settings"
          fields={FIELDS}
          initialValues={{
            beforeJourneyDays: String(value.beforeJourneyDays),
            reminderDaysBefore: String(value.reminderDaysBefore),
            bankDetails: value.bankDetails,
          }}
          validate={(values) =>
            validate(bookingOfficeSettingsSchema, {
              // Days are whole numbers typed as text; rupeesOf reads them the same way.
              beforeJourneyDays: rupeesOf(values.beforeJourneyDays) ?? Number.NaN,
              reminderDaysBefore: rupeesOf(values.reminderDaysBefore) ?? Number.NaN,
              bankDetails: values.bankDetails ?? '',
            })
          }
          onSubmit={(input) => dispatch(officeSettingsActions.saveRequested(input))}
          submitLabel={T.submit}
          saving={saving}
          refusal={refusal}
        >
          <Form.Item
            name="beforeJourneyDays"
            label={T.beforeJourneyDays}
            extra={T.beforeJourneyHelp}
          >
            <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 160 }} />
          </Form.Item>
          <Form.Item name="reminderDaysBefore" label={T.reminderDaysBefore} extra={T.reminderHelp}>
            <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 160 }} />
          </Form.Item>
          <Form.Item name="bankDetails" label={T.bankDetails} extra={T.bankDetailsHelp}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </CheckedForm>
      )}
    </SettingsSection>
  );
}
