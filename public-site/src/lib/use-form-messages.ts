// The messages of a public form (the shared schemas' and the API's, in English) in the page's
// language: lib/form-messages, downloaded only on a Bengali or Hindi page when there is a message
// to show. If it cannot be downloaded, the English message shows rather than none.
import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, type FieldErrors } from '@tours/shared-ui/domain';
import { useMemo } from 'react';

import type { ShownMessage } from './shown-message';

const loadFormMessages = () => import(/* webpackChunkName: "form-messages" */ './form-messages');

export interface FormMessages {
  /** False on an English page: the messages are shown as they are (at once, no download). */
  localized: boolean;
  /** Each field's message in the page's language. */
  errors(errors: FieldErrors): Promise<FieldErrors>;
  /**
   * One message (a server's 404 or 409 answer) in the page's language, or as it is, marked
   * English, when it has no translation.
   */
  message(message: string): Promise<ShownMessage>;
}

export function useFormMessages(): FormMessages {
  const { i18n } = useLingui();
  return useMemo(() => {
    const english = i18n.locale === DEFAULT_LOCALE;
    const withTable = async <T>(
      value: T,
      localize: (table: typeof import('./form-messages')) => T,
    ) => {
      if (english) return value;
      try {
        return localize(await loadFormMessages());
      } catch (error) {
        console.error('The form messages could not be loaded:', error);
        return value;
      }
    };
    return {
      localized: !english,
      errors: (errors) => withTable(errors, (table) => table.localizeErrors(i18n, errors)),
      message: async (message) => {
        const text = await withTable(message, (table) => table.localizeMessage(i18n, message));
        return english || text !== message ? { text } : { text, lang: 'en' };
      },
    };
  }, [i18n]);
}
