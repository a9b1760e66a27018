// /admin/bookings/:id/receipts/:paymentId, its own lazily loaded chunk.
import { ReceiptPage } from '../../features/bookings/components/receipt-page';

export default ReceiptPage;
