// Why a public form's submission was refused, as its thunk rejects (the contact form, the booking
// form): the server's own sentence when it sent one (SPEC §8 "the server's message"; a closed
// departure, a field it refused), else the form's own text, and the field messages of a 400 answer
// so the form shows each under its field. The words are the API's English: the form shows them in
// the page's language (lib/use-form-messages.ts).
import { isApiError, serverMessage, type FieldErrors } from '@tours/shared-ui/domain';

import type { AppThunkConfig } from './redux';

export interface FormFailure {
  message: string;
  errors: FieldErrors;
}

/** The failure of `error`, with `fallback` when the server said nothing (a network failure). */
export function formFailure(error: unknown, fallback: string): FormFailure {
  return {
    message: serverMessage(error) ?? fallback,
    errors: isApiError(error) ? error.errors : {},
  };
}

/** createAsyncThunk config of a form's submission: it rejects with a FormFailure. */
export type FormThunkConfig = Omit<AppThunkConfig, 'rejectValue'> & { rejectValue: FormFailure };
