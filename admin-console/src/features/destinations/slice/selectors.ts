// Selectors over the destinations slice alone.
import type { Destination } from '@tours/shared-ui/domain';

import { createResourceSelectors } from '../../../lib/manage-resource';

export const destinationsSelectors = createResourceSelectors<Destination, 'destinations'>(
  'destinations',
);
