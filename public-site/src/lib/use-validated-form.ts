// The state of a public form checked with a shared zod schema (the contact form, the booking
// form): the values as typed, each field's message (cleared as soon as that field is edited),
// focus on the first invalid field after a failed submit, the honeypot, and the schemas, fetched
// when the form shows (lib/schemas.ts). The schemas' messages are English (the API's words): they
// show in the page's language (lib/use-form-messages.ts).
import {
  HONEYPOT_FIELD,
  type FieldErrors,
  type ValidationResult,
  type WithHoneypot,
} from '@tours/shared-ui/domain';
import { useState, type ChangeEvent } from 'react';

import { useFocusFirstInvalid } from './focus-first-invalid';
import { useFormMessages } from './use-form-messages';
import { useSchemas, type Schemas } from './schemas';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function useValidatedForm<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The honeypot (components/honeypot-field.tsx): sent as typed, which a person leaves empty.
  const [website, setWebsite] = useState('');
  const [formRef, focusFirstInvalid] = useFocusFirstInvalid();
  const loadSchemas = useSchemas();
  const messages = useFormMessages();

  const set = (field: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  /** The props that tie a shared-ui field to one value: name, value, error, onChange. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<Control>) => set(name, event.target.value),
  });

  /**
   * Checks the values with a shared schema. On failure the messages show, focus moves to the
   * first, and the result is null; on success the messages clear and the checked input returns.
   */
  const check = async <I>(
    validate: (schemas: Schemas, values: V) => ValidationResult<I>,
  ): Promise<I | null> => {
    const result = validate(await loadSchemas(), values);
    if (!result.ok) {
      setErrors(messages.localized ? await messages.errors(result.errors) : result.errors);
      focusFirstInvalid();
      return null;
    }
    setErrors({});
    return result.value;
  };

  return {
    values,
    errors,
    /** Sets the field errors (already in the page's language). */
    showErrors: setErrors,
    /**
     * The field errors of a refused submission (the server's 400), in the page's language; focus
     * moves to the first, as after the form's own check.
     */
    showServerErrors: async (serverErrors: FieldErrors) => {
      setErrors(messages.localized ? await messages.errors(serverErrors) : serverErrors);
      if (Object.keys(serverErrors).length > 0) focusFirstInvalid();
    },
    /** The page's language of the form's messages, for a server's message shown beside it. */
    messages,
    formRef,
    field,
    check,
    honeypot: { value: website, onChange: setWebsite },
    /** The body to send: the checked input with the honeypot as typed. */
    withHoneypot: <T extends object>(body: T): WithHoneypot<T> => ({
      ...body,
      [HONEYPOT_FIELD]: website,
    }),
    /** Empties the form (after a successful submission). */
    reset: () => {
      setValues(initial);
      setWebsite('');
    },
  };
}
