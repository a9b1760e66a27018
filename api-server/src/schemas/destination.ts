import { entitySchema, text, textList } from './common';
import { pricesSchema, tripFactsFields } from './departures';
import { translatable } from './translations';

/** Destination of SPEC §3 (see Destination in @tours/shared-ui/domain). */
export const destinationSchema = translatable(
  entitySchema('Destination', {
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
    prices: {
      ...pricesSchema,
      nullable: true,
      description:
        'Whole rupees per person for each hotel category, and per child (5-8 years); null when unset',
    },
    ...tripFactsFields,
  }),
);
