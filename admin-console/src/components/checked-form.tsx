// A small form of the booking office (a quote, a payment, a holiday, ...): antd's form for the
// layout and the fields, the shared zod schema before anything is sent (the API re-checks with
// the same one), and what the server said when it refused: texts under the fields, its sentence
// above the submit button. It resets after its own success (resetKey changes).
import type { FieldErrors, ValidationResult } from '@tours/shared-ui/domain';
import { Alert, Button, Flex, Form, type FormInstance } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';

/** A rupee amount typed as text: '' is absent, anything else a number (NaN fails the schema). */
export function rupeesOf(text: unknown): number | undefined {
  const plain = String(text ?? '')
    .replace(/[₹,\s]/g, '')
    .trim();
  return plain === '' ? undefined : /^-?\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

export interface ServerRefusal {
  fieldErrors: FieldErrors;
  message: string | null;
}

interface CheckedFormProps<V, I> {
  name: string;
  /** The form's fields (Form.Item with names matching the API's fields). */
  children: ReactNode;
  /** The names of those fields: errors for others are said above the button. */
  fields: readonly string[];
  validate: (values: V) => ValidationResult<I>;
  onSubmit: (input: I) => void;
  submitLabel: string;
  saving: boolean;
  /** The server's refusal of this form's last submit, or null. */
  refusal: ServerRefusal | null;
  resetKey?: number;
  initialValues?: Partial<V>;
  /** Buttons after the submit (Cancel a reversal). */
  extra?: ReactNode;
  form?: FormInstance<V>;
  danger?: boolean;
}

export function CheckedForm<V extends object, I>({
  name,
  children,
  fields,
  validate,
  onSubmit,
  submitLabel,
  saving,
  refusal,
  resetKey,
  initialValues,
  extra,
  form: given,
  danger = false,
}: CheckedFormProps<V, I>) {
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  // The schema's texts for fields this form does not show (e.g. `reverses`).
  const [unplacedChecks, setUnplacedChecks] = useState<string[]>([]);

  const showErrors = (errors: FieldErrors) => {
    const placed = Object.entries(errors).filter(([field]) => fields.includes(field));
    form.setFields(placed.map(([field, error]) => ({ name: field as never, errors: [error] })));
  };

  useEffect(() => {
    if (refusal) showErrors(refusal.fieldErrors);
    // Only a new refusal is shown; showErrors itself changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal]);

  useEffect(() => {
    if (resetKey) form.resetFields();
  }, [form, resetKey]);

  // Errors under fields this form does not have (e.g. `reverses`) are said above the button.
  const unplacedOf = (errors: FieldErrors) =>
    Object.entries(errors)
      .filter(([field]) => !fields.includes(field))
      .map(([, text]) => text);
  const unplaced = refusal ? unplacedOf(refusal.fieldErrors) : [];
  const message = [refusal?.message, ...unplaced, ...unplacedChecks].filter(Boolean).join(' ');

  return (
    <Form<V>
      form={form}
      name={name}
      layout="vertical"
      initialValues={initialValues}
      disabled={saving}
      onFinish={(values) => {
        const result = validate(values);
        setUnplacedChecks(result.ok ? [] : unplacedOf(result.errors));
        if (result.ok) onSubmit(result.value);
        else showErrors(result.errors);
      }}
    >
      {children}
      {message && (
        <Alert type="error" showIcon role="alert" title={message} style={{ marginBottom: 16 }} />
      )}
      <Flex gap="small" wrap>
        <Button type="primary" danger={danger} htmlType="submit" loading={saving}>
          {submitLabel}
        </Button>
        {extra}
      </Flex>
    </Form>
  );
}
