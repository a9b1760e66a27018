// Demo popular destinations for the home page; `path` is the slug of a demo destination.
// Each shows its destination's cover photo (the same library photo).
import type { PopularDestinationInput } from '@tours/shared-ui/domain';

import { demoPhoto } from './demo-photos';

export const demoPopularDestinations: PopularDestinationInput[] = [
  {
    title: 'Darjeeling',
    description:
      'Sunrise over Kanchenjunga, the toy train and first-flush tea in the Queen of the Hills.',
    src: demoPhoto('destinations/darjeeling-1.jpg'),
    path: 'darjeeling',
  },
  {
    title: 'Sundarbans',
    description:
      'Three days on a launch through the mangrove creeks where the Royal Bengal tiger lives.',
    src: demoPhoto('destinations/sundarbans-1.jpg'),
    path: 'sundarbans',
  },
  {
    title: 'Puri',
    description: 'The Jagannath temple, a golden beach and a day trip to the Sun Temple at Konark.',
    src: demoPhoto('destinations/puri-1.jpg'),
    path: 'puri',
  },
  {
    title: 'Gangtok & North Sikkim',
    description: 'Monasteries, Tsomgo Lake at 12,400 ft and the flower valleys of Yumthang.',
    src: demoPhoto('destinations/gangtok-1.jpg'),
    path: 'gangtok',
  },
  {
    title: 'Andaman Islands',
    description:
      'Radhanagar beach, coral reefs at Elephant Beach and the story of the Cellular Jail.',
    src: demoPhoto('destinations/andaman-islands-1.jpg'),
    path: 'andaman-islands',
  },
  {
    title: 'Varanasi',
    description:
      'Dawn boat rides along the ghats and the evening Ganga Aarti in the oldest living city.',
    src: demoPhoto('destinations/varanasi-1.jpg'),
    path: 'varanasi',
  },
];
