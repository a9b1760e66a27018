// 'Columns' on Manage Bookings: which of the table's other columns show beside the default ones
// (issue 25 item 12). The choice is kept in the browser by the bookings saga.
import { Button, Checkbox, Popover, Typography } from 'antd';
import { useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { bookingsViewActions } from '../slice';
import { selectBookingsView } from '../slice/selectors';
import { OPTIONAL_BOOKING_COLUMNS, type OptionalBookingColumn } from '../slice/types';
import { COLUMN_SETTINGS_TEXTS as T } from '../texts';
import { OPTIONAL_COLUMN_TITLES } from './booking-columns';

const OPTIONS = OPTIONAL_BOOKING_COLUMNS.map((column) => ({
  value: column,
  label: OPTIONAL_COLUMN_TITLES[column],
}));

export function ColumnSettings() {
  const dispatch = useDispatch();
  const { shownColumns } = useSelector(selectBookingsView);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const choose = (chosen: OptionalBookingColumn[]) =>
    // In the table's order, whatever order they were ticked in.
    dispatch(
      bookingsViewActions.columnsChosen(
        OPTIONAL_BOOKING_COLUMNS.filter((column) => chosen.includes(column)),
      ),
    );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      // Gone from the page once closed: antd leaves a closed popover's panel in the DOM with its
      // style classes written twice (html-validate's no-dup-class), and nobody needs it hidden.
      destroyOnHidden
      content={
        <fieldset id={panelId} style={{ border: 0, margin: 0, padding: 0, maxWidth: 260 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>{T.legend}</legend>
          <Checkbox.Group<OptionalBookingColumn>
            options={OPTIONS}
            value={shownColumns}
            onChange={choose}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          />
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {T.help}
          </Typography.Paragraph>
        </fieldset>
      }
    >
      <Button aria-expanded={open} aria-controls={open ? panelId : undefined}>
        {T.open}
      </Button>
    </Popover>
  );
}
