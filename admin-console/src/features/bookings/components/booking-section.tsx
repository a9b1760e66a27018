// One section of the booking page, named by its heading, its label and value pairs, and what a
// form of the page needs of the store.
import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import type { ServerRefusal } from '../../../components/checked-form';
import { Panel } from '../../../components/editor-panel';
import { bookingDetailActions } from '../slice';
import { selectBookingDetail } from '../slice/selectors';
import type { BookingChange, BookingForm } from '../slice/types';

export function BookingSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel title={title} compact>
      {children}
    </Panel>
  );
}

/** Label and value pairs that wrap on a phone. */
export function Facts({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl style={{ margin: 0 }}>
      {items.map(([label, value]) => (
        <div
          key={label}
          style={{ display: 'flex', flexWrap: 'wrap', gap: '0 8px', marginBottom: 4 }}
        >
          <dt style={{ fontWeight: 600 }}>{label}:</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a form of the booking page needs of the store: saving, its refusal, its successes. */
export function useBookingForm(form: BookingForm) {
  const dispatch = useDispatch();
  const { saving, failure, saved } = useSelector(selectBookingDetail);
  return {
    saving: saving !== null,
    refusal: (failure?.form === form ? failure : null) as ServerRefusal | null,
    resetKey: saved[form] ?? 0,
    submit: (change: BookingChange) => dispatch(bookingDetailActions.changeRequested(change)),
  };
}
