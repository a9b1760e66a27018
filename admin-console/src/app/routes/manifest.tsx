// /admin/departures/:id/manifest, its own lazily loaded chunk.
import { ManifestPage } from '../../features/departures/components/manifest-page';

export default ManifestPage;
