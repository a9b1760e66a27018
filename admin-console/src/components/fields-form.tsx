// A short create/edit form of text fields (popular destinations, testimonials): antd's required
// rules for quick feedback, then the shared zod schema (SPEC §5) before anything is sent.
import type { FieldErrors, ValidationResult } from '@tours/shared-ui/domain';
import { Form, Input } from 'antd';
import { useEffect } from 'react';

import { EditorPanel, FormActions } from './editor-panel';

export interface FieldSpec<V> {
  name: keyof V & string;
  label: string;
  requiredMessage: string;
  multiline?: boolean;
  type?: 'text' | 'url';
  help?: string;
}

interface FieldsFormProps<V, I> {
  title: string;
  name: string;
  fields: FieldSpec<V>[];
  initialValues: V;
  validate: (values: V) => ValidationResult<I>;
  submitLabel: string;
  saving: boolean;
  serverErrors: FieldErrors;
  onSubmit: (input: I) => void;
  onCancel: () => void;
}

export function FieldsForm<V extends object, I>({
  title,
  name,
  fields,
  initialValues,
  validate,
  submitLabel,
  saving,
  serverErrors,
  onSubmit,
  onCancel,
}: FieldsFormProps<V, I>) {
  const [form] = Form.useForm<V>();

  const showErrors = (errors: FieldErrors) => {
    const known = Object.entries(errors).filter(([field]) => fields.some((f) => f.name === field));
    if (known.length > 0) {
      form.setFields(known.map(([field, error]) => ({ name: field as never, errors: [error] })));
    }
  };

  useEffect(() => {
    showErrors(serverErrors);
    // Only a new set of server errors is shown; showErrors itself changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors]);

  const onFinish = (values: V) => {
    const result = validate(values);
    if (result.ok) onSubmit(result.value);
    else showErrors(result.errors);
  };

  return (
    <EditorPanel title={title}>
      <Form<V>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        disabled={saving}
      >
        {fields.map((field) => (
          <Form.Item
            key={field.name}
            label={field.label}
            // antd's generic name paths do not narrow for a generic V.
            name={field.name as never}
            extra={field.help}
            rules={[{ required: true, whitespace: true, message: field.requiredMessage }]}
          >
            {field.multiline ? (
              <Input.TextArea rows={4} />
            ) : (
              // inputMode, not type="url": the demo images are site paths (/media/...), which the
              // browser's own URL check would refuse before the form could be sent.
              <Input inputMode={field.type === 'url' ? 'url' : 'text'} />
            )}
          </Form.Item>
        ))}
        <FormActions submitLabel={submitLabel} saving={saving} onCancel={onCancel} />
      </Form>
    </EditorPanel>
  );
}
