// The contact form (SPEC §2 Contact, §5, §8): checked with the shared contactSchema on submit, each
// field's message cleared as soon as that field is edited; cleared after a 201 answer.
import { Alert, Button, TextAreaField, TextField } from '@tours/shared-ui/components';
import { type FieldErrors } from '@tours/shared-ui/domain';
import { useState, type FormEvent } from 'react';

import { HoneypotField } from '../../../components/honeypot-field';
import { useFocusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useSchemas } from '../../../lib/schemas';
import { useAppDispatch } from '../../../lib/redux';
import { sendContactMessage } from '../api/send-contact';
import {
  CONTACT_FAILED,
  CONTACT_SUCCESS,
  EMAIL_LABEL,
  MESSAGE_LABEL,
  NAME_LABEL,
  PHONE_LABEL,
  SEND_MESSAGE,
  SENDING,
} from '../texts';

interface Values {
  name: string;
  email: string;
  phone: string;
  message: string;
  website: string;
}

const EMPTY: Values = { name: '', email: '', phone: '', message: '', website: '' };

type Result = { tone: 'success' | 'error'; text: string } | null;

export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formRef, focusFirstInvalid] = useFocusFirstInvalid();
  const loadSchemas = useSchemas();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const { contactSchema, validate } = await loadSchemas();
    const checked = validate(contactSchema, {
      name: values.name,
      email: values.email,
      phone: values.phone,
      message: values.message,
    });
    setResult(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const status = await dispatch(
        sendContactMessage({ ...checked.value, website: values.website }),
      ).unwrap();
      if (status === 201) {
        setValues(EMPTY);
        setResult({ tone: 'success', text: CONTACT_SUCCESS });
      } else {
        setResult({ tone: 'error', text: CONTACT_FAILED });
      }
    } catch (failure) {
      const { message, errors: serverErrors } = failure as {
        message: string;
        errors: FieldErrors;
      };
      setErrors(serverErrors ?? {});
      setResult({ tone: 'error', text: message });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="ps-contact-form"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={handleSubmit}
    >
      <TextField
        label={NAME_LABEL}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name')(event.target.value)}
      />
      <TextField
        label={EMAIL_LABEL}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => set('email')(event.target.value)}
      />
      <TextField
        label={PHONE_LABEL}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        required
        value={values.phone}
        error={errors.phone}
        onChange={(event) => set('phone')(event.target.value)}
      />
      <TextAreaField
        label={MESSAGE_LABEL}
        name="message"
        rows={5}
        required
        value={values.message}
        error={errors.message}
        onChange={(event) => set('message')(event.target.value)}
      />
      <HoneypotField value={values.website} onChange={set('website')} />
      <div className="ps-contact-form__result">
        {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      </div>
      <Button type="submit" variant="secondary" busy={sending}>
        {sending ? SENDING : SEND_MESSAGE}
      </Button>
    </form>
  );
}
