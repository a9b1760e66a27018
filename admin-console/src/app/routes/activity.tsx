// /admin/activity, its own lazily loaded chunk.
import { ActivityPage } from '../../features/activity/components/activity-page';

export default ActivityPage;
