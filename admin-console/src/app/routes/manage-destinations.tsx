// /admin/manage-destinations, its own lazily loaded chunk.
import { DestinationsPage } from '../../features/destinations/components/destinations-page';

export default DestinationsPage;
