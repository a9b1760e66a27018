import type { ModalRootState } from './types';

export const selectModal = (state: ModalRootState) => state.modal;
