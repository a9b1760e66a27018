// Selectors over the popular destinations slice alone.
import type { PopularDestination } from '@tours/shared-ui/domain';

import { createResourceSelectors } from '../../../lib/manage-resource';

export const popularSelectors = createResourceSelectors<PopularDestination, 'popular'>('popular');
