// The one shared dialog of the site, driven by the modal state in the store (SPEC §3/§4): the
// booking variant holds the booking form, the contact variant Call Us / Text Us / Mail Us.
import { Dialog } from '@tours/shared-ui/components';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';

import { useAppDispatch } from '../../../lib/redux';
import { closeModal } from '../slice';
import { selectModal } from '../slice/selectors';
import { BOOKING_SUCCESS, DISMISS_NOTICE } from '../texts';
import { BookingForm, type DestinationChoices } from './booking-form';
import { ContactActions } from './contact-actions';
import './site-dialog.css';

/** How long the booking confirmation stays on the page unless dismissed first. */
export const NOTICE_MS = 8000;

export interface SiteDialogProps {
  /** The destinations the booking form offers (the page frame passes the store's list). */
  destinations: DestinationChoices;
}

export function SiteDialog({ destinations }: SiteDialogProps) {
  const dispatch = useAppDispatch();
  const { isOpen, content } = useSelector(selectModal);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return undefined;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return (
    <>
      <Dialog
        open={isOpen}
        title={content.title}
        description={content.description}
        onClose={() => dispatch(closeModal())}
        className="ps-site-dialog"
      >
        {content.type === 'booking' ? (
          <BookingForm
            destinations={destinations}
            initialDestination={content.selectedDestination}
            onSubmitted={() => {
              setNotice(BOOKING_SUCCESS);
              dispatch(closeModal());
            }}
          />
        ) : (
          <ContactActions />
        )}
      </Dialog>
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <div className="ps-notice" role="status">
        {notice ? (
          <div className="ps-notice__box">
            <p className="ps-notice__text">{notice}</p>
            <button
              type="button"
              className="ps-notice__dismiss"
              aria-label={DISMISS_NOTICE}
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
