// /admin/documents/:id, its own lazily loaded chunk: a GST document's print page (issue 27).
import { GstDocumentPage } from '../../features/gst/components/gst-document-page';

export default GstDocumentPage;
