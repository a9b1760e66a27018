// The site dialog itself, with the dialog of @tours/shared-ui/components: the
// booking form or the contact actions while the modal state says open, and the booking
// confirmation afterwards. A chunk of its own, downloaded when a visitor first opens the dialog
// (site-dialog.tsx), not on every first visit (the home page's bundle budget).
import { Dialog } from '@tours/shared-ui/components';
import type { Booking } from '@tours/shared-ui/domain';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';

import { useTexts } from '../../../lib/i18n';
import { useAppDispatch } from '../../../lib/redux';
import { closeModal } from '../slice';
import { selectModal } from '../slice/selectors';
import { dialogHeading, siteDialogTexts } from '../texts';
import { BookingForm, type DestinationChoices } from './booking-form';
import { ContactActions } from './contact-actions';

/** How long the booking confirmation stays on the page unless dismissed first. */
export const NOTICE_MS = 8000;

export interface DialogWindowProps {
  /** The destinations the booking form offers (the page frame passes the store's list). */
  destinations: DestinationChoices;
  /** After the notice: the stored booking and its phone number (the frame opens its page). */
  onBooked?: (booking: Booking, phone: string) => void;
}

export default function DialogWindow({ destinations, onBooked }: DialogWindowProps) {
  const dispatch = useAppDispatch();
  const t = useTexts(siteDialogTexts);
  const { isOpen, content } = useSelector(selectModal);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return undefined;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return (
    <>
      {isOpen ? (
        <Dialog
          open
          // The store keeps SPEC's English words; the visitor reads the page's language.
          title={dialogHeading(t, content.title)}
          description={dialogHeading(t, content.description)}
          onClose={() => dispatch(closeModal())}
          closeLabel={t('close')}
          className="ps-site-dialog"
        >
          {content.type === 'booking' ? (
            <BookingForm
              destinations={destinations}
              initialDestination={content.selectedDestination}
              departure={content.departure}
              onSubmitted={(booking, phone) => {
                setNotice(t('bookingSuccess'));
                dispatch(closeModal());
                if (booking) onBooked?.(booking, phone);
              }}
            />
          ) : (
            <ContactActions />
          )}
        </Dialog>
      ) : null}
      {/* In the page from the first opening on, so screen readers announce the text when it appears. */}
      <div className="ps-notice" role="status">
        {notice ? (
          <div className="ps-notice__box">
            <p className="ps-notice__text">{notice}</p>
            <button
              type="button"
              className="ps-notice__dismiss"
              aria-label={t('dismissNotice')}
              onClick={() => setNotice(null)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
