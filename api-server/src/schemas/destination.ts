import { textList } from './common';

/** Destination of SPEC §3 (see Destination in @tours/shared-ui/domain). */
export const destinationSchema = {
  $id: 'Destination',
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    slug: { type: 'string' },
    map: { type: 'string' },
    image: { type: 'string' },
    info: { type: 'string' },
    description: { type: 'string' },
    price: textList,
    highlights: textList,
    itinerary: {
      type: 'object',
      properties: {
        duration: { type: 'string' },
        dayWisePlan: { type: 'object', additionalProperties: { type: 'string' } },
      },
      required: ['duration', 'dayWisePlan'],
    },
    packageInclusions: textList,
    packageExclusions: textList,
    hotelImages: textList,
    siteImages: textList,
  },
  required: [
    '_id',
    'name',
    'slug',
    'map',
    'image',
    'info',
    'description',
    'price',
    'highlights',
    'itinerary',
    'packageInclusions',
    'packageExclusions',
    'hotelImages',
    'siteImages',
  ],
} as const;
