// A message in an admin table, one line per five words (SPEC §9).
import { ADMIN_MESSAGE_WRAP_WORDS } from '@tours/shared-ui/domain';
import { Fragment } from 'react';

import { wrapEveryWords } from '../lib/format';

export function WrappedText({ text }: { text: string | null | undefined }) {
  const lines = wrapEveryWords(text, ADMIN_MESSAGE_WRAP_WORDS);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </span>
  );
}
