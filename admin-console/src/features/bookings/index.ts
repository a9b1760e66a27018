// What other features may use of the bookings feature: the booking page with its slots (another
// feature adds a section or heading actions to it), and the section frame its sections use.
export { BookingPage, type BookingPageSlots } from './components/booking-page';
export { BookingSection, Facts } from './components/booking-section';
export { ReceiptPage } from './components/receipt-page';
