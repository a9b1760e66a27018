// The six trip themes of the Home grid (SPEC §2): shared-ui's TRIP_THEMES (the labels and order
// the trip finder and the admin's destination form use too), each with a shipped illustration.
import { TRIP_THEMES, type Theme, type TripTheme } from '@tours/shared-ui/domain';

import adventure from '../../assets/themes/adventure.svg';
import family from '../../assets/themes/family.svg';
import friends from '../../assets/themes/friends.svg';
import honeymoon from '../../assets/themes/honeymoon.svg';
import religious from '../../assets/themes/religious.svg';
import schoolTour from '../../assets/themes/school-tour.svg';

const IMAGES: Record<TripTheme, string> = {
  Honeymoon: honeymoon,
  Family: family,
  Adventure: adventure,
  Friends: friends,
  Religious: religious,
  'School tour': schoolTour,
};

export const THEMES: readonly Theme[] = TRIP_THEMES.map((label) => ({
  label,
  image: IMAGES[label],
}));
