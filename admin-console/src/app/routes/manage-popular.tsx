// /admin/manage-popular, its own lazily loaded chunk.
import { PopularPage } from '../../features/popular/components/popular-page';

export default PopularPage;
