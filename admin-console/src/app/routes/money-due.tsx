// /admin/money-due, its own lazily loaded chunk.
import { MoneyDuePage } from '../../features/money-due/components/money-due-page';

export default MoneyDuePage;
