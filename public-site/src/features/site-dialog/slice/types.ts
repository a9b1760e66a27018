// Modal state of SPEC §3: isOpen and content {title, description, type, selectedDestination}.
export type ModalType = 'booking' | 'contact';

export interface ModalContent {
  title: string;
  description: string;
  /** null only while closed. */
  type: ModalType | null;
  /** Destination name that pre-fills the booking form's destination field. */
  selectedDestination?: string;
}

export interface ModalState {
  isOpen: boolean;
  content: ModalContent;
}

export interface ModalRootState {
  modal: ModalState;
}
