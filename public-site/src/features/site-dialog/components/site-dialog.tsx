// The one shared dialog of the site, driven by the modal state in the store (SPEC §3/§4): the
// booking variant holds the booking form, the contact variant Call Us / Text Us / Mail Us.
//
// The dialog's contents are a chunk of their own, fetched when the dialog first opens: a visitor
// who never opens it does not download the booking form (the home page's bundle budget). While
// that chunk loads, the dialog shows its title and a spinner; then the full dialog takes its
// place and moves focus to its first field, as the dialog does when it opens.
import { Dialog, Spinner } from '@tours/shared-ui/components';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';

import { useAppDispatch } from '../../../lib/redux';
import { closeModal } from '../slice';
import { selectModal } from '../slice/selectors';
import { BOOKING_SUCCESS, DIALOG_LOADING, DISMISS_NOTICE } from '../texts';
import type { DestinationChoices } from './booking-form';
import { DialogContentsBoundary } from './dialog-contents-boundary';
import './site-dialog.css';

/** Fresh lazy components: after a failed download, new ones download again (React keeps failures). */
function lazyContents() {
  return {
    BookingForm: lazy(() =>
      import(/* webpackChunkName: "site-dialog" */ './booking-form').then((module) => ({
        default: module.BookingForm,
      })),
    ),
    ContactActions: lazy(() =>
      import(/* webpackChunkName: "site-dialog" */ './contact-actions').then((module) => ({
        default: module.ContactActions,
      })),
    ),
  };
}

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
  const [{ BookingForm, ContactActions }, setContents] = useState(lazyContents);

  useEffect(() => {
    if (!notice) return undefined;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const dialogProps = {
    open: isOpen,
    title: content.title,
    description: content.description,
    onClose: () => dispatch(closeModal()),
    className: 'ps-site-dialog',
  };

  return (
    <>
      <Suspense
        fallback={
          <Dialog {...dialogProps}>
            <Spinner label={DIALOG_LOADING} />
          </Dialog>
        }
      >
        <Dialog {...dialogProps}>
          <DialogContentsBoundary onRetry={() => setContents(lazyContents())}>
            {!isOpen ? null : content.type === 'booking' ? (
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
          </DialogContentsBoundary>
        </Dialog>
      </Suspense>
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
