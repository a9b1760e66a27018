// A short create/edit form of text fields (popular destinations, testimonials): antd's required
// rules for quick feedback, then the shared zod schema (SPEC §5) before anything is sent. It opens
// with the edited item's fields, or empty ones for a new item.
import type { TranslationKind } from '@tours/shared-ui/translations';
import { validate } from '@tours/shared-ui/schemas';
import { Form, Input } from 'antd';

import { EditorForm, type EditorFormTexts } from './editor-form';
import { ImageField } from './image-field';
import type { ManageFormProps } from './manage-page';
import { useEditorForm } from './use-editor-form';

export interface FieldSpec<V> {
  name: keyof V & string;
  label: string;
  requiredMessage: string;
  multiline?: boolean;
  /** 'image': the address with an upload and the library (components/image-field.tsx). */
  type?: 'text' | 'url' | 'image';
  help?: string;
}

interface FieldsFormProps<T extends V, V extends object> extends ManageFormProps<T, V> {
  name: string;
  fields: FieldSpec<V>[];
  /** The shared schema of the item's input (SPEC §5). */
  schema: Parameters<typeof validate<V>>[0];
  texts: EditorFormTexts;
  /** The content's kind, for its language tabs (issue 29). */
  translations: TranslationKind;
}

export function FieldsForm<T extends V, V extends object>({
  name,
  fields,
  schema,
  texts,
  translations,
  ...props
}: FieldsFormProps<T, V>) {
  const { item, serverErrors, onSubmit } = props;
  const editor = useEditorForm<V, V>({
    initialValues: Object.fromEntries(
      fields.map((field) => [field.name, item?.[field.name] ?? '']),
    ) as V,
    serverErrors,
    toInput: (values) => {
      const result = validate(schema, values);
      return result.ok ? { ok: true, input: result.value } : result;
    },
    onSubmit,
    fieldOf: (field) => (fields.some((f) => f.name === field) ? field : null),
  });

  return (
    <EditorForm {...props} editor={editor} name={name} texts={texts} translations={translations}>
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
          ) : field.type === 'image' ? (
            <ImageField purpose={field.label} />
          ) : (
            // inputMode, not type="url": the demo images are site paths (/media/...), which the
            // browser's own URL check would refuse before the form could be sent.
            <Input inputMode={field.type === 'url' ? 'url' : 'text'} />
          )}
        </Form.Item>
      ))}
    </EditorForm>
  );
}

/** A feature's form component: FieldsForm with the feature's name, fields, schema and texts. */
export function fieldsFormOf<T extends V, V extends object>(
  name: string,
  fields: FieldSpec<V>[],
  schema: FieldsFormProps<T, V>['schema'],
  texts: EditorFormTexts,
  translations: TranslationKind,
) {
  return function FeatureForm(props: ManageFormProps<T, V>) {
    return (
      <FieldsForm
        {...props}
        name={name}
        fields={fields}
        schema={schema}
        texts={texts}
        translations={translations}
      />
    );
  };
}
