// The popular destination form: title, image URL, path, description, all required (SPEC §5).
import type { PopularDestinationInput, PopularDestination } from '@tours/shared-ui/domain';
import { popularSchema } from '@tours/shared-ui/schemas';

import { FieldsForm, type FieldSpec } from '../../../components/fields-form';
import type { ManageFormProps } from '../../../components/manage-page';
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

export const PopularForm = (
  props: ManageFormProps<PopularDestination, PopularDestinationInput>,
) => (
  <FieldsForm
    {...props}
    name="popular"
    fields={FIELDS}
    schema={popularSchema}
    texts={POPULAR_TEXTS.form}
  />
);
