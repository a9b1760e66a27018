// Entry point @tours/shared-ui/booking-office: the booking office of docs/booking-office.md — its
// rules (stages, holds and working days, cancellation bands, money, quotes, references, UPI links,
// receipts, notifications and WhatsApp texts), its answer types and its typed API calls. Not part
// of `domain` or `api`, which every page loads: only the pages of the booking office download it.
// No zod (the schemas entry has the input schemas).
export * from '../api/booking-office';
export * from '../domain/booking-office/calendar';
export * from '../domain/booking-office/cancellation';
export * from '../domain/booking-office/constants';
export * from '../domain/booking-office/money';
export * from '../domain/booking-office/notifications';
export * from '../domain/booking-office/online-payment';
export * from '../domain/booking-office/quote';
export * from '../domain/booking-office/receipt';
export * from '../domain/booking-office/reference';
export * from '../domain/booking-office/schedule';
export * from '../domain/booking-office/stages';
export * from '../domain/booking-office/traveller-texts';
export * from '../domain/booking-office/types';
export * from '../domain/booking-office/upi';
export * from '../domain/booking-office/whatsapp';
