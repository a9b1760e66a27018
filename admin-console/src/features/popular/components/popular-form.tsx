// The popular destination form: title, image URL, path, description, all required (SPEC §5).
import { type PopularDestination, type PopularDestinationInput } from '@tours/shared-ui/domain';
import { popularSchema, validate } from '@tours/shared-ui/schemas';

import { FieldsForm, type FieldSpec } from '../../../components/fields-form';
import type { ManageFormProps } from '../../../components/manage-page';
import type { PopularFormValues } from '../slice/types';
import { FORM_TITLE_CREATE, FORM_TITLE_EDIT, LABELS, SUBMIT_CREATE, SUBMIT_EDIT } from '../texts';

const FIELDS: FieldSpec<PopularFormValues>[] = [
  { name: 'title', label: LABELS.title, requiredMessage: 'Title is required.' },
  { name: 'src', label: LABELS.src, requiredMessage: 'Image URL is required.', type: 'url' },
  { name: 'path', label: LABELS.path, requiredMessage: 'Path is required.', help: LABELS.pathHelp },
  {
    name: 'description',
    label: LABELS.description,
    requiredMessage: 'Description is required.',
    multiline: true,
  },
];

export function PopularForm({
  item,
  saving,
  serverErrors,
  onSubmit,
  onCancel,
}: ManageFormProps<PopularDestination, PopularDestinationInput>) {
  return (
    <FieldsForm<PopularFormValues, PopularDestinationInput>
      title={item ? FORM_TITLE_EDIT : FORM_TITLE_CREATE}
      name="popular"
      fields={FIELDS}
      initialValues={{
        title: item?.title ?? '',
        src: item?.src ?? '',
        path: item?.path ?? '',
        description: item?.description ?? '',
      }}
      validate={(values) => validate(popularSchema, values)}
      submitLabel={item ? SUBMIT_EDIT : SUBMIT_CREATE}
      saving={saving}
      serverErrors={serverErrors}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
