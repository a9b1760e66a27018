// The shared dialog's state and its transitions (SPEC §4 Modal): opened by Book Now or Reach Us,
// closing resets it to closed with an empty title and description.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { BOOKING_DESCRIPTION, BOOKING_TITLE, CONTACT_TEXT, CONTACT_TITLE } from '../store-texts';
import type { ModalContent, ModalState } from './types';

export const initialModalState: ModalState = {
  isOpen: false,
  content: { title: '', description: '', type: null },
};

const modalSlice = createSlice({
  name: 'modal',
  initialState: initialModalState,
  reducers: {
    openModal(state, action: PayloadAction<ModalContent>) {
      state.isOpen = true;
      state.content = action.payload;
    },
    closeModal() {
      return initialModalState;
    },
  },
});

export const { openModal, closeModal } = modalSlice.actions;
export const modalReducer = modalSlice.reducer;

/** Book Now: the booking variant, optionally pre-filled with a destination name (and a departure). */
export function openBookingModal(
  options: Pick<ModalContent, 'selectedDestination' | 'departure'> & { title?: string } = {},
) {
  const content: ModalContent = {
    title: options.title ?? BOOKING_TITLE,
    description: BOOKING_DESCRIPTION,
    type: 'booking',
  };
  if (options.selectedDestination) content.selectedDestination = options.selectedDestination;
  if (options.departure) content.departure = options.departure;
  return openModal(content);
}

/** Reach Us: the contact variant with Call Us / Text Us / Mail Us. */
export function openContactModal() {
  return openModal({ title: CONTACT_TITLE, description: CONTACT_TEXT, type: 'contact' });
}
