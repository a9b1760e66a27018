// Between a record's translation in one language and its form (issue 29). The form shows one
// input per English text: a text field, each entry of a list (the price labels too), the
// itinerary's duration and each day, so the translation stands beside what it translates. Saved,
// a field left empty is left out (the site shows the English there); a list is translated whole
// or not at all (the public site shows a list in one language).
import type { FieldErrors, Itinerary, ValidationResult } from '@tours/shared-ui/domain';
import type { FieldSpec, TranslatedFields } from '@tours/shared-ui/translations';

/** The form's values: a text, a list's entries, or an itinerary's duration and days by key. */
export type TranslationValues = Record<
  string,
  string | string[] | { duration: string; dayWisePlan: Record<string, string> }
>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((entry) => text(entry)) : [];
const dayNumber = (key: string) => Number(key.replace(/^day/, '')) || 0;

function asItinerary(value: unknown): Partial<Itinerary> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Partial<Itinerary>)
    : {};
}

/** The itinerary's day keys, the English's and any only the translation has, in day order. */
export function dayKeysOf(english: unknown, translated?: unknown): string[] {
  const keys = new Set([
    ...Object.keys(asItinerary(english).dayWisePlan ?? {}),
    ...Object.keys(asItinerary(translated).dayWisePlan ?? {}),
  ]);
  return [...keys].sort((a, b) => dayNumber(a) - dayNumber(b));
}

/** How many entries a list shows: one per English entry, or more if the translation has more. */
export function entryCount(english: unknown, translated?: unknown): number {
  return Math.max(list(english).length, list(translated).length);
}

/** The form's first values: what is stored, '' where nothing is. */
export function toTranslationValues(
  specs: readonly FieldSpec[],
  english: object,
  stored: object | null | undefined,
): TranslationValues {
  const source = english as Record<string, unknown>;
  const own = (stored ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    specs.map(({ name, kind }) => {
      if (kind === 'list' || kind === 'prices-labels') {
        const entries = list(own[name]);
        return [
          name,
          Array.from({ length: entryCount(source[name], own[name]) }, (_, i) => entries[i] ?? ''),
        ];
      }
      if (kind === 'itinerary') {
        const itinerary = asItinerary(own[name]);
        const days = itinerary.dayWisePlan ?? {};
        return [
          name,
          {
            duration: text(itinerary.duration),
            dayWisePlan: Object.fromEntries(
              dayKeysOf(source[name], own[name]).map((day) => [day, text(days[day])]),
            ),
          },
        ];
      }
      return [name, text(own[name])];
    }),
  );
}

/**
 * The PUT body: the fields typed, trimmed; empty ones left out. A list partly typed is refused
 * (`listIncomplete`), and so is a form with nothing typed (`nothing`: remove it instead).
 */
export function toTranslatedFields(
  specs: readonly FieldSpec[],
  values: TranslationValues,
  messages: { listIncomplete: (label: string) => string; nothing: string },
): ValidationResult<TranslatedFields> {
  const fields: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const { name, kind, label } of specs) {
    const value = values[name];
    if (kind === 'list' || kind === 'prices-labels') {
      const entries = list(value).map((entry) => entry.trim());
      const typed = entries.filter(Boolean).length;
      if (typed === entries.length && typed > 0) fields[name] = entries;
      else if (typed > 0) errors[name] = messages.listIncomplete(label);
    } else if (kind === 'itinerary') {
      const itinerary = asItinerary(value);
      const duration = text(itinerary.duration).trim();
      const dayWisePlan = Object.fromEntries(
        Object.entries(itinerary.dayWisePlan ?? {})
          .map(([day, plan]) => [day, text(plan).trim()])
          .filter(([, plan]) => plan !== ''),
      );
      const part = {
        ...(duration ? { duration } : {}),
        ...(Object.keys(dayWisePlan).length > 0 ? { dayWisePlan } : {}),
      };
      if (Object.keys(part).length > 0) fields[name] = part;
    } else {
      const typed = text(value).trim();
      if (typed) fields[name] = typed;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (Object.keys(fields).length === 0) return { ok: false, errors: { '': messages.nothing } };
  return { ok: true, value: fields as TranslatedFields };
}
