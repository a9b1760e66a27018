import { BOOKING_DESCRIPTION, BOOKING_TITLE, CONTACT_TEXT, CONTACT_TITLE } from '../../store-texts';
import {
  closeModal,
  initialModalState,
  modalReducer,
  openBookingModal,
  openContactModal,
  openModal,
} from '../index';

describe('modal state (SPEC §4 Modal)', () => {
  it('starts closed with an empty title and description', () => {
    expect(modalReducer(undefined, { type: 'init' })).toEqual({
      isOpen: false,
      content: { title: '', description: '', type: null },
    });
  });

  it.each([
    ['Book Now', 'booking', openBookingModal(), BOOKING_TITLE, BOOKING_DESCRIPTION],
    ['Reach Us', 'contact', openContactModal(), CONTACT_TITLE, CONTACT_TEXT],
  ] as const)('%s opens the %s variant', (_button, type, action, title, description) => {
    expect(modalReducer(initialModalState, action)).toEqual({
      isOpen: true,
      content: { title, description, type },
    });
  });

  it('says the SPEC titles and description', () => {
    expect(BOOKING_TITLE).toBe('Book Your Trip');
    expect(BOOKING_DESCRIPTION).toBe('Feel free to reach out for booking your dream destinations.');
    expect(CONTACT_TITLE).toBe('Get in Touch with Us');
  });

  it('a destination Book Now carries its own title and the selected destination', () => {
    const state = modalReducer(
      initialModalState,
      openBookingModal({
        title: 'Book Your Trip to Darjeeling Price: ₹12,000',
        selectedDestination: 'Darjeeling',
      }),
    );
    expect(state.content).toEqual({
      title: 'Book Your Trip to Darjeeling Price: ₹12,000',
      description: BOOKING_DESCRIPTION,
      type: 'booking',
      selectedDestination: 'Darjeeling',
    });
  });

  it('closing resets to closed with empty title and description, dropping the destination', () => {
    const open = modalReducer(
      initialModalState,
      openModal({ title: 'T', description: 'D', type: 'booking', selectedDestination: 'Puri' }),
    );
    expect(modalReducer(open, closeModal())).toEqual(initialModalState);
  });
});
