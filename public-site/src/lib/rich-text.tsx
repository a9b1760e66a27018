// A message with markup in the page's language (Lingui's Trans): its tags (<terms>...</terms>,
// <email/>) become the elements given for them, its {placeholders} the values, so that a translator
// moves a link or a bold word where the language puts it. Apart from lib/i18n: only the pages with
// such messages (the policy pages) bring Trans.
import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';

import { usePageCatalog, type MessageValues, type Texts } from './i18n';

export interface RichTextProps<Key extends string> {
  texts: Texts<Key>;
  id: Key;
  values?: MessageValues;
  /** The element of each tag: `{ terms: <Link to="/terms" /> }` for <terms>...</terms>. */
  components?: Record<string, ReactElement>;
}

export function RichText<Key extends string>({
  texts,
  id,
  values,
  components,
}: RichTextProps<Key>) {
  usePageCatalog(texts);
  return (
    <Trans
      id={`${texts.namespace}.${id}`}
      message={texts.en[id]}
      values={values}
      components={components}
    />
  );
}
