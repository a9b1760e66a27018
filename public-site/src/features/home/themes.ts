// The six trip themes of the Home grid (SPEC §2): a label and a shipped illustration each.
import type { Theme } from '@tours/shared-ui/domain';

import adventure from '../../assets/themes/adventure.svg';
import family from '../../assets/themes/family.svg';
import friends from '../../assets/themes/friends.svg';
import honeymoon from '../../assets/themes/honeymoon.svg';
import religious from '../../assets/themes/religious.svg';
import schoolTour from '../../assets/themes/school-tour.svg';

export const THEMES: readonly Theme[] = [
  { label: 'Honeymoon', image: honeymoon },
  { label: 'Family', image: family },
  { label: 'Adventure', image: adventure },
  { label: 'Friends', image: friends },
  { label: 'Religious', image: religious },
  { label: 'School tour', image: schoolTour },
];
