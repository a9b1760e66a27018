// Modal state of SPEC §3: isOpen and content {title, description, type, selectedDestination}, and
// (issue 26) the departure 'Book this departure' chose.
import type { PublicDeparture } from '@tours/shared-ui/domain';

export type ModalType = 'booking' | 'contact';

export interface ModalContent {
  title: string;
  description: string;
  /** null only while closed. */
  type: ModalType | null;
  /** Destination name that pre-fills the booking form's destination field. */
  selectedDestination?: string;
  /** The departure booked: its dates fixed, its pickup points offered, one row per traveller. */
  departure?: PublicDeparture;
}

export interface ModalState {
  isOpen: boolean;
  content: ModalContent;
}

export interface ModalRootState {
  modal: ModalState;
}
