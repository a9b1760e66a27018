// The one shared dialog of the site, driven by the modal state in the store (SPEC §3/§4): the
// booking variant holds the booking form, the contact variant Call Us / Text Us / Mail Us.
//
// The open dialog (dialog-window.tsx, with the dialog and form components) is a chunk downloaded
// when the dialog first opens: a visitor who never opens it does not download it. Meanwhile a
// spinner shows; then the dialog opens and moves focus to its first field. If the download fails,
// the visitor is told and can try again (dialog-contents-boundary.tsx).
import { Spinner } from '@tours/shared-ui/components';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';

import { useAppDispatch } from '../../../lib/redux';
import { closeModal } from '../slice';
import { selectModal } from '../slice/selectors';
import { BOOKING_SUCCESS, DIALOG_LOADING, DISMISS_NOTICE } from '../texts';
import type { DestinationChoices } from './booking-form';
import { DialogContentsBoundary } from './dialog-contents-boundary';
import './site-dialog.css';

/** A fresh lazy component: after a failed download, a new one downloads again (React keeps failures). */
const lazyWindow = () =>
  lazy(() => import(/* webpackChunkName: "site-dialog" */ './dialog-window'));

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
  const [DialogWindow, setDialogWindow] = useState(lazyWindow);

  useEffect(() => {
    if (!notice) return undefined;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const close = () => dispatch(closeModal());

  return (
    <>
      {isOpen ? (
        <DialogContentsBoundary
          onRetry={() => setDialogWindow(lazyWindow)}
          onClose={() => {
            // The next opening downloads again.
            setDialogWindow(lazyWindow);
            close();
          }}
        >
          <Suspense
            fallback={
              <div className="tui-dialog__backdrop">
                <div className="ps-dialog-pending">
                  <Spinner label={DIALOG_LOADING} />
                </div>
              </div>
            }
          >
            <DialogWindow
              content={content}
              destinations={destinations}
              onClose={close}
              onSubmitted={() => {
                setNotice(BOOKING_SUCCESS);
                close();
              }}
            />
          </Suspense>
        </DialogContentsBoundary>
      ) : null}
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
