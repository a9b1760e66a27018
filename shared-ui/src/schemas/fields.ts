// Field schemas every form shares (required and optional text, calendar days, phone, email). Their
// own file so that the schema files of each area import them without an import cycle.
import { z } from 'zod';

import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  normalizePhone,
} from '../domain/rules';

export const requiredText = (message: string, max = 500) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters.`);

export const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters.`).optional().default('');

/**
 * A real calendar day from year 1: Date.parse alone accepts 2024-02-31 (it rolls over to March),
 * and PostgreSQL refuses that and year 0, so the API would fail where the form said yes.
 */
export function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(time) &&
    new Date(time).toISOString().slice(0, 10) === value &&
    !value.startsWith('0000')
  );
}

export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isCalendarDate, message);

/** SPEC §5's ten digits, accepted as people type them (normalizePhone) and stored as the ten. */
export const phoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .transform(normalizePhone)
  .pipe(z.string().regex(PHONE_PATTERN, PHONE_MESSAGE));
export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE);
