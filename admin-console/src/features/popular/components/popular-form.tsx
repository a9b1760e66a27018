// The popular destination form: title, image URL, path, description, all required (SPEC §5).
import type { PopularDestinationInput, PopularDestination } from '@tours/shared-ui/domain';
import { popularSchema } from '@tours/shared-ui/schemas';

import { fieldsFormOf, type FieldSpec } from '../../../components/fields-form';
import type { PopularFormValues } from '../slice/types';
import { LABELS, POPULAR_TEXTS } from '../texts';

const FIELDS: FieldSpec<PopularFormValues>[] = [
  { name: 'title', label: LABELS.title, requiredMessage: 'Title is required.' },
  { name: 'src', label: LABELS.src, requiredMessage: 'Image URL is required.', type: 'image' },
  { name: 'path', label: LABELS.path, requiredMessage: 'Path is required.', help: LABELS.pathHelp },
  {
    name: 'description',
    label: LABELS.description,
    requiredMessage: 'Description is required.',
    multiline: true,
  },
];

export const PopularForm = fieldsFormOf<PopularDestination, PopularDestinationInput>(
  'popular',
  FIELDS,
  popularSchema,
  POPULAR_TEXTS,
  'popular',
);
