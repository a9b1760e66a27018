// India's states and union territories by name in the page's language (issue 29), for the booking
// form's state list: the value sent stays the GST state code. locales/en.json holds shared-ui's
// names verbatim, keyed by code (the words test checks it against GST_STATES); the tax documents
// print the English names.
import { GST_STATES } from '@tours/shared-ui/gst';
import { useMemo } from 'react';

import { defineTexts, useLocale, useTexts } from '../i18n';
import en from './locales/en.json';

export const stateNameTexts = defineTexts('state-names', en);

type Code = keyof typeof en;

/** Every state and union territory with its name in the page's language, in that language's order. */
export function useStatesByName(): Array<{ code: string; name: string }> {
  const t = useTexts(stateNameTexts);
  const locale = useLocale();
  return useMemo(
    () =>
      GST_STATES.map(({ code }) => ({ code, name: t(code as Code) })).sort((a, b) =>
        a.name.localeCompare(b.name, locale),
      ),
    [t, locale],
  );
}
