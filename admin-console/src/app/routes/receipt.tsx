// /admin/bookings/:id/receipts/:paymentId, its own lazily loaded chunk.
import { ReceiptPage } from '../../features/bookings';

export default ReceiptPage;
