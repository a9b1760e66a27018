// With the language's own digits (RuntimeConfig.nativeDigits, lib/page-digits.ts), a whole number put
// into a message as it is ('{position}' on the waitlist, '{percent}') is written in them too, as
// plural's '#' already is; an argument a plural or select chooses by stays a number. In the bn and
// hi chunks (bn.ts, hi.ts import it), so English pages carry none of it; lib/i18n's translate
// calls it once it is loaded.
import type { I18n } from '@lingui/core';

import { usesNativeDigits } from '../lib/page-digits';
import { setNumbersWriter, type MessageValues } from '../lib/i18n';

/** The arguments a message chooses by (plural, selectordinal, select): they stay numbers. */
function chosenBy(message: unknown, names = new Set<string>()): Set<string> {
  if (typeof message === 'string') {
    // The ICU source (Jest, where Lingui compiles messages as they are looked up).
    for (const [, name] of message.matchAll(/\{\s*(\w+)\s*,\s*(?:plural|selectordinal|select)\b/g))
      names.add(name!);
  } else if (Array.isArray(message)) {
    // Lingui's compiled form (the build): text, or [name, type?, cases?] tokens.
    const [name, type, cases] = message as [unknown, unknown, unknown];
    if (typeof name === 'string' && typeof type === 'string' && /plural|select/.test(type)) {
      names.add(name);
      for (const branch of Object.values(cases as Record<string, unknown>)) chosenBy(branch, names);
    } else {
      for (const token of message) chosenBy(token, names);
    }
  }
  return names;
}

export function inPageDigits(i18n: I18n, message: unknown, values: MessageValues): MessageValues {
  if (!usesNativeDigits(i18n)) return values;
  const kept = chosenBy(message);
  const written: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    written[name] =
      typeof value === 'number' && Number.isInteger(value) && !kept.has(name)
        ? i18n.number(value, { useGrouping: false })
        : value;
  }
  return written;
}

setNumbersWriter(inPageDigits);
