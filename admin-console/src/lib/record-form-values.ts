// A content form filled from its record (blogs, destinations): a text the API left out is '' and
// a list is a copy, [] when left out, so that the form edits its own and never the stored record.

/** The keys of T whose values (when present) are of type V. */
type KeysWith<T, V> = { [K in keyof T]-?: NonNullable<T[K]> extends V ? K : never }[keyof T];

export function formTexts<T, K extends KeysWith<T, string>>(
  record: T,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(
    keys.map((key) => [key, (record[key] as string | null | undefined) ?? '']),
  ) as Record<K, string>;
}

export function formLists<T, K extends KeysWith<T, readonly unknown[]>>(
  record: T,
  keys: readonly K[],
): { [P in K]: NonNullable<T[P]> } {
  return Object.fromEntries(
    keys.map((key) => [key, [...((record[key] as readonly unknown[] | null | undefined) ?? [])]]),
  ) as { [P in K]: NonNullable<T[P]> };
}
