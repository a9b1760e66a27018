// Ids are UUIDs; anything else cannot match a row, and must not reach Postgres (it would fail the
// query with "invalid input syntax for type uuid" instead of finding nothing).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
