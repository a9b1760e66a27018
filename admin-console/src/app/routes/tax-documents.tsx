// /admin/tax-documents, its own lazily loaded chunk: the accountant's month of GST documents.
import { GstMonthPage } from '../../features/gst/components/gst-month-page';

export default GstMonthPage;
