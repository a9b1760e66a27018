// The checks every create/edit form shares: the API's field errors (a 400) are shown on the
// fields they name, and a submit is checked with the shared schema (SPEC §5) first: a valid one is
// sent, an invalid one shows its errors the same way.
import type { FieldErrors } from '@tours/shared-ui/domain';
import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';

export type EditorResult<I> = { ok: true; input: I } | { ok: false; errors: FieldErrors };

/** What the form component needs (components/editor-form.tsx). */
export interface EditorFormState<V> {
  form: FormInstance<V>;
  initialValues: V;
  onFinish: (values: V) => void;
}

export function useEditorForm<V, I>({
  initialValues,
  serverErrors,
  toInput,
  onSubmit,
  fieldOf,
}: {
  /** The edited item's values, or a new item's. */
  initialValues: V;
  serverErrors: FieldErrors;
  toInput: (values: V) => EditorResult<I>;
  onSubmit: (input: I) => void;
  /** The form field that shows an error named `name`; null: the form has none (not shown). */
  fieldOf: (name: string) => string | null;
}): EditorFormState<V> {
  const [form] = Form.useForm<V>();

  const showErrors = (errors: FieldErrors) => {
    const fields = Object.entries(errors).flatMap(([name, error]) => {
      const field = fieldOf(name);
      // antd's generic name paths do not narrow for a generic V.
      return field === null ? [] : [{ name: field as never, errors: [error] }];
    });
    if (fields.length > 0) form.setFields(fields);
  };

  useEffect(() => {
    showErrors(serverErrors);
    // Only a new set of server errors is shown; showErrors itself changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors]);

  const onFinish = (values: V) => {
    const result = toInput(values);
    if (result.ok) onSubmit(result.input);
    else showErrors(result.errors);
  };

  return { form, initialValues, onFinish };
}
