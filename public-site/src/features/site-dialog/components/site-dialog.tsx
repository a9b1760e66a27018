// The one shared dialog of the site, driven by the modal state in the store (SPEC §3/§4): the
// booking variant holds the booking form, the contact variant Call Us / Text Us / Mail Us.
//
// The dialog (dialog-window.tsx, with the dialog and form components) is a chunk downloaded when
// it first opens: a visitor who never opens it does not download it. Meanwhile a spinner shows;
// then the dialog opens and moves focus to its first field. If the download fails, the visitor is
// told and can try again (dialog-contents-boundary.tsx); closing then lets the next opening
// download again.
import { Spinner } from '@tours/shared-ui/components';
import type { Booking } from '@tours/shared-ui/domain';
import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';

import { useTexts } from '../../../lib/i18n';
import { useAppDispatch } from '../../../lib/redux';
import { closeModal } from '../slice';
import { selectModal } from '../slice/selectors';
import type { DestinationChoices } from './booking-form';
import { dialogFrameTexts } from '../frame/texts';
import { DialogContentsBoundary } from './dialog-contents-boundary';
import './site-dialog.css';

/** A fresh lazy component: after a failed download, a new one downloads again (React keeps failures). */
const lazyWindow = () =>
  lazy(() => import(/* webpackChunkName: "site-dialog" */ './dialog-window'));

export interface SiteDialogProps {
  /** The destinations the booking form offers (the page frame passes the store's list). */
  destinations: DestinationChoices;
  /** A booking was stored: the frame takes the visitor to its page. */
  onBooked?: (booking: Booking, phone: string) => void;
}

export function SiteDialog({ destinations, onBooked }: SiteDialogProps) {
  const dispatch = useAppDispatch();
  const t = useTexts(dialogFrameTexts);
  const { isOpen } = useSelector(selectModal);
  const [wanted, setWanted] = useState(false);
  const [DialogWindow, setDialogWindow] = useState(lazyWindow);
  // From the first opening on the dialog stays mounted (it keeps the booking confirmation).
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;

  return (
    <DialogContentsBoundary
      onRetry={() => setDialogWindow(lazyWindow)}
      onClose={() => {
        setWanted(false);
        setDialogWindow(lazyWindow);
        dispatch(closeModal());
      }}
    >
      <Suspense
        fallback={
          isOpen ? (
            <div className="tui-dialog__backdrop">
              <div className="ps-dialog-pending">
                <Spinner label={t('loading')} />
              </div>
            </div>
          ) : null
        }
      >
        <DialogWindow destinations={destinations} onBooked={onBooked} />
      </Suspense>
    </DialogContentsBoundary>
  );
}
