// /admin/holidays, its own lazily loaded chunk.
import { HolidaysPage } from '../../features/holidays/components/holidays-page';

export default HolidaysPage;
