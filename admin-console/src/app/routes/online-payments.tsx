// /admin/online-payments, its own lazily loaded chunk: Razorpay payments, flagged ones, refunds.
import { OnlinePaymentsPage } from '../../features/online-payments/components/online-payments-page';

export default OnlinePaymentsPage;
