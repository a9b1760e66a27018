// The messages a visitor can get from a public form in the page's language (issue 29). The shared
// schemas (@tours/shared-ui/schemas) and the API answer in English, the API's own words, so a form
// keeps checking with them and shows their message through this table: each English message the
// public forms can meet (locales/en.json: the schemas' and the API's 404/409 words, verbatim, which
// src/locales/__tests__/catalogues.test.ts checks against shared-ui) has its Bengali and Hindi
// beside it. A message not in the table stays as it is. Loaded only on a Bengali or Hindi page, when
// a form has a message to show (lib/use-validated-form.ts): English pages never download it.
import type { I18n } from '@lingui/core';
import type { FieldErrors } from '@tours/shared-ui/domain';

import en from './locales/en.json';

export const FORM_MESSAGES_NAMESPACE = 'form-messages';

type Key = keyof typeof en;

/** A catalogue's message as plain text: raw in Jest, compiled by the build (an array of parts). */
function plainText(message: unknown): string | null {
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && message.every((part) => typeof part === 'string'))
    return message.join('');
  return null;
}

let byEnglish: Map<string, Key> | undefined;
function keyOf(message: string): Key | undefined {
  byEnglish ??= new Map(
    Object.entries(en).flatMap(([key, text]) => {
      const plain = plainText(text);
      return plain === null ? [] : [[plain, key as Key] as const];
    }),
  );
  return byEnglish.get(message);
}

/** The schemas' length limit (fields.ts requiredText/optionalText), whatever the field's maximum. */
const MAX_LENGTH = /^Must be at most (\d+) characters\.$/;

/** `message` (the schemas' or the API's English) in the language of `i18n`; unknown ones as they are. */
export function localizeMessage(i18n: I18n, message: string): string {
  const key = keyOf(message);
  if (key) return i18n._(`${FORM_MESSAGES_NAMESPACE}.${key}`, undefined, { message });
  const max = MAX_LENGTH.exec(message);
  if (max) {
    return i18n._(`${FORM_MESSAGES_NAMESPACE}.maxLength`, { max: max[1] }, { message });
  }
  return message;
}

/** Each field's message in the language of `i18n`. */
export function localizeErrors(i18n: I18n, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, localizeMessage(i18n, message)]),
  );
}
