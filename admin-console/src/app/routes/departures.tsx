// /admin/departures, its own lazily loaded chunk.
import { DeparturesPage } from '../../features/departures/components/departures-page';

export default DeparturesPage;
