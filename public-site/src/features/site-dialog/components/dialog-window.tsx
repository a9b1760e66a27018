// The open dialog: the shared Dialog with the booking form or the contact actions. A chunk of its
// own, with the dialog and form components of @tours/shared-ui/forms: downloaded when a visitor
// first opens the dialog, not on every first visit (the home page's bundle budget).
import { Dialog } from '@tours/shared-ui/forms';

import type { ModalContent } from '../slice/types';
import { BookingForm, type DestinationChoices } from './booking-form';
import { ContactActions } from './contact-actions';

export interface DialogWindowProps {
  content: ModalContent;
  destinations: DestinationChoices;
  onClose: () => void;
  onSubmitted: () => void;
}

export default function DialogWindow({
  content,
  destinations,
  onClose,
  onSubmitted,
}: DialogWindowProps) {
  return (
    <Dialog
      open
      title={content.title}
      description={content.description}
      onClose={onClose}
      className="ps-site-dialog"
    >
      {content.type === 'booking' ? (
        <BookingForm
          destinations={destinations}
          initialDestination={content.selectedDestination}
          onSubmitted={onSubmitted}
        />
      ) : (
        <ContactActions />
      )}
    </Dialog>
  );
}
