// Demo popular destinations for the home page; `path` is the slug of a demo destination.
import type { PopularDestinationInput } from '@tours/shared-ui/domain';

export const demoPopularDestinations: PopularDestinationInput[] = [
  {
    title: 'Darjeeling',
    description:
      'Sunrise over Kanchenjunga, the toy train and first-flush tea in the Queen of the Hills.',
    src: '/media/popular/darjeeling.svg',
    path: 'darjeeling',
  },
  {
    title: 'Sundarbans',
    description:
      'Three days on a launch through the mangrove creeks where the Royal Bengal tiger lives.',
    src: '/media/popular/sundarbans.svg',
    path: 'sundarbans',
  },
  {
    title: 'Puri',
    description: 'The Jagannath temple, a golden beach and a day trip to the Sun Temple at Konark.',
    src: '/media/popular/puri.svg',
    path: 'puri',
  },
  {
    title: 'Gangtok & North Sikkim',
    description: 'Monasteries, Tsomgo Lake at 12,400 ft and the flower valleys of Yumthang.',
    src: '/media/popular/gangtok.svg',
    path: 'gangtok',
  },
  {
    title: 'Andaman Islands',
    description:
      'Radhanagar beach, coral reefs at Elephant Beach and the story of the Cellular Jail.',
    src: '/media/popular/andaman-islands.svg',
    path: 'andaman-islands',
  },
  {
    title: 'Varanasi',
    description:
      'Dawn boat rides along the ghats and the evening Ganga Aarti in the oldest living city.',
    src: '/media/popular/varanasi.svg',
    path: 'varanasi',
  },
];
