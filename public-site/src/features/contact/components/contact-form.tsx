// The contact form (SPEC §2 Contact, §5, §8): checked with the shared contactSchema on submit, each
// field's message cleared as soon as that field is edited; cleared after a 201 answer.
import { Alert, Button, TextAreaField, TextField } from '@tours/shared-ui/components';
import { useState, type FormEvent } from 'react';

import { HoneypotField } from '../../../components/honeypot-field';
import type { FormFailure } from '../../../lib/form-failure';
import { ShownText, type ShownMessage } from '../../../lib/shown-message';
import { PhoneField } from '../../../components/phone-field';
import { useAppDispatch } from '../../../lib/redux';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { sendContactMessage } from '../api/send-contact';
import { useTexts } from '../../../lib/i18n';
import { CONTACT_NETWORK_ERROR, contactTexts } from '../texts';

const EMPTY = { name: '', email: '', phone: '', message: '' };

type Result = { tone: 'success' | 'error'; message: ShownMessage } | null;

export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  const dispatch = useAppDispatch();
  const t = useTexts(contactTexts);
  const form = useValidatedForm(EMPTY);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setResult(null);
    const message = await form.check(({ contactSchema, validate }, values) =>
      validate(contactSchema, values),
    );
    if (!message) return;
    setSending(true);
    try {
      const status = await dispatch(sendContactMessage(form.withHoneypot(message))).unwrap();
      if (status === 201) {
        form.reset();
        setResult({ tone: 'success', message: { text: t('success') } });
      } else {
        setResult({ tone: 'error', message: { text: t('failed') } });
      }
    } catch (failure) {
      const { message: text, errors } = failure as FormFailure;
      // The API's English words, in the page's language where they are known.
      void form.showServerErrors(errors ?? {});
      setResult({
        tone: 'error',
        message:
          text === CONTACT_NETWORK_ERROR
            ? { text: t('networkError') }
            : await form.messages.message(text),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      ref={form.formRef}
      className="ps-contact-form"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={handleSubmit}
    >
      <TextField label={t('name')} autoComplete="name" required {...form.field('name')} />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <PhoneField label={t('phone')} {...form.field('phone')} />
      <TextAreaField label={t('message')} rows={5} required {...form.field('message')} />
      <HoneypotField {...form.honeypot} />
      <div className="ps-contact-form__result">
        {result ? (
          <Alert tone={result.tone}>
            <ShownText message={result.message} />
          </Alert>
        ) : null}
      </div>
      <Button type="submit" variant="secondary" busy={sending}>
        {sending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
