// The testimonial form: name, image URL, title, feedback, all required (SPEC §5).
import { type Testimonial, type TestimonialInput } from '@tours/shared-ui/domain';
import { testimonialSchema, validate } from '@tours/shared-ui/schemas';

import { FieldsForm, type FieldSpec } from '../../../components/fields-form';
import type { ManageFormProps } from '../../../components/manage-page';
import type { TestimonialFormValues } from '../slice/types';
import { FORM_TITLE_CREATE, FORM_TITLE_EDIT, LABELS, SUBMIT_CREATE, SUBMIT_EDIT } from '../texts';

const FIELDS: FieldSpec<TestimonialFormValues>[] = [
  { name: 'name', label: LABELS.name, requiredMessage: 'Name is required.' },
  { name: 'image', label: LABELS.image, requiredMessage: 'Image URL is required.', type: 'url' },
  { name: 'title', label: LABELS.title, requiredMessage: 'Title is required.' },
  {
    name: 'feedback',
    label: LABELS.feedback,
    requiredMessage: 'Feedback is required.',
    multiline: true,
  },
];

export function TestimonialForm({
  item,
  saving,
  serverErrors,
  onSubmit,
  onCancel,
}: ManageFormProps<Testimonial, TestimonialInput>) {
  return (
    <FieldsForm<TestimonialFormValues, TestimonialInput>
      title={item ? FORM_TITLE_EDIT : FORM_TITLE_CREATE}
      name="testimonial"
      fields={FIELDS}
      initialValues={{
        name: item?.name ?? '',
        image: item?.image ?? '',
        title: item?.title ?? '',
        feedback: item?.feedback ?? '',
      }}
      validate={(values) => validate(testimonialSchema, values)}
      submitLabel={item ? SUBMIT_EDIT : SUBMIT_CREATE}
      saving={saving}
      serverErrors={serverErrors}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
