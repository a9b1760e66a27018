// /admin/holidays: the holidays that holds and refund deadlines skip (GET /api/calendar), a form
// to add one (POST /api/holidays, holidayInputSchema) and Remove (DELETE /api/holidays/{date}).
import { formatDay } from '@tours/shared-ui/booking-office';
import { holidayInputSchema, validate } from '@tours/shared-ui/schemas';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { CheckedForm } from '../../../components/checked-form';
import { Panel } from '../../../components/editor-panel';
import { ManageScreen } from '../../../components/manage-page-header';
import { PageLoading } from '../../../components/page-loading';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { holidaysActions } from '../slice';
import { selectHolidays } from '../slice/selectors';
import { HOLIDAYS_TEXTS as T, WEEKDAY_NAMES } from '../texts';

interface HolidayValues {
  date: string;
  name: string;
}

export function HolidaysPage() {
  const dispatch = useDispatch();
  const confirm = useConfirmDelete();
  const {
    value: calendar,
    status,
    error,
    saving,
    refusal,
    added,
    removing,
  } = useSelector(selectHolidays);

  useEffect(() => {
    dispatch(holidaysActions.requested());
  }, [dispatch]);

  let list;
  if (status === 'failed') list = <Alert type="error" showIcon role="alert" title={error} />;
  else if (!calendar) list = <PageLoading text={T.loading} />;
  else
    list = (
      <>
        <Typography.Paragraph>
          {T.workingDays(calendar.workingWeekdays.map((day) => WEEKDAY_NAMES[day]).join(', '))}
        </Typography.Paragraph>
        {calendar.holidays.length === 0 ? (
          <Typography.Paragraph>{T.empty}</Typography.Paragraph>
        ) : (
          <ul style={{ listStyle: 'none', padding: 0 }}>
            {calendar.holidays.map((holiday) => (
              <li
                key={holiday.date}
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 8,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  padding: '8px 0',
                  borderBottom: '1px solid #f0f0f0',
                }}
              >
                <span>
                  <strong>{formatDay(holiday.date)}</strong> · {holiday.name}{' '}
                  <Typography.Text type="secondary">
                    ({holiday.source === 'seed' ? T.seed : T.admin})
                  </Typography.Text>
                </span>
                <Button
                  danger
                  size="small"
                  aria-label={T.removeLabel(holiday.name, formatDay(holiday.date))}
                  loading={removing.includes(holiday.date)}
                  onClick={() =>
                    confirm(T.removeConfirm, () =>
                      dispatch(holidaysActions.removeRequested(holiday.date)),
                    )
                  }
                >
                  {T.remove}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </>
    );

  return (
    <ManageScreen title={T.title}>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <Alert type="info" showIcon title={T.lunarNote} style={{ marginBottom: 16 }} />
      <Panel title={T.addTitle}>
        <CheckedForm<HolidayValues, { date: string; name: string }>
          name="holiday"
          fields={['date', 'name']}
          resetKey={added}
          validate={(values) =>
            validate(holidayInputSchema, { date: values.date ?? '', name: values.name ?? '' })
          }
          onSubmit={(input) => dispatch(holidaysActions.addRequested(input))}
          submitLabel={T.add}
          saving={saving}
          refusal={refusal}
        >
          <Form.Item name="date" label={T.date}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="name" label={T.name}>
            <Input autoComplete="off" />
          </Form.Item>
        </CheckedForm>
      </Panel>
      {list}
    </ManageScreen>
  );
}
