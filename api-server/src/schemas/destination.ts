import { entitySchema, text, textList } from './common';

/** Destination of SPEC §3 (see Destination in @tours/shared-ui/domain). */
export const destinationSchema = entitySchema('Destination', {
  _id: text,
  name: text,
  slug: text,
  map: text,
  image: text,
  info: text,
  description: text,
  price: textList,
  highlights: textList,
  itinerary: {
    type: 'object',
    properties: {
      duration: text,
      dayWisePlan: { type: 'object', additionalProperties: text },
    },
    required: ['duration', 'dayWisePlan'],
  },
  packageInclusions: textList,
  packageExclusions: textList,
  hotelImages: textList,
  siteImages: textList,
});
