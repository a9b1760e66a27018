// Entry point @tours/shared-ui/schemas: the validation schemas (zod) of SPEC §5; the forms and the
// API server check the same rules. Kept apart from `domain` so that zod is downloaded only by the
// code that validates (the public forms load it lazily), never on a page's critical path.
import { z } from 'zod';

import { BLOG_STATUSES } from '../domain/constants';
import { IMAGE_ADDRESS_MESSAGE, MEDIA_ALT_MAX, isAllowedImageAddress } from '../domain/media';
import {
  MESSAGE_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  SLUG_MESSAGE,
  isSlug,
  normalizeBlogSlug,
  slugify,
} from '../domain/rules';
import type { FieldErrors, ValidationResult } from '../domain/types';
import { destinationPricesSchema } from './booking-office';
import { tripFactsShape } from './departures';
import { emailSchema, isoDate, optionalText, phoneSchema, requiredText } from './fields';

export { emailSchema, phoneSchema } from './fields';
export * from './booking-office';
export * from './booking-office-messages';
export * from './departure-messages';
export * from './departures';
export * from './gst';
export * from './travellers';

const listItem = z.string().trim().max(2000, 'Must be at most 2000 characters.');
const textList = (max = 100, item: z.ZodType<string> = listItem) =>
  z
    .array(item, { error: 'Must be a list of texts.' })
    .max(max, `At most ${max} entries.`)
    .transform((items) => items.filter((value) => value.length > 0))
    .optional()
    .default([]);

/**
 * An image address the content may hold: http(s) or a library/media path, never `javascript:`,
 * `data:` or another scheme (isAllowedImageAddress). '' passes here: required fields say so first.
 */
const imageAddress = <T extends z.ZodType<string>>(field: T) =>
  field.refine((value) => value === '' || isAllowedImageAddress(value), IMAGE_ADDRESS_MESSAGE);
const imageList = () => textList(100, imageAddress(listItem));

export const MAP_ADDRESS_MESSAGE = 'Use an http:// or https:// address.';
/** SPEC: any http(s) address may be stored; the public site embeds only the allowed host. */
const isHttpAddress = (value: string) => !value.startsWith('/') && isAllowedImageAddress(value);

export const contactSchema = z.object({
  name: requiredText(NAME_REQUIRED_MESSAGE, 100),
  email: emailSchema,
  phone: phoneSchema,
  message: requiredText(MESSAGE_REQUIRED_MESSAGE, 5000),
});

export const destinationSchema = z
  .object({
    name: requiredText('Name is required.', 200),
    slug: z.string().trim().max(200).optional().default(''),
    map: requiredText('Map URL is required.', 2000).refine(isHttpAddress, MAP_ADDRESS_MESSAGE),
    image: imageAddress(requiredText('Cover image URL is required.', 2000)),
    info: requiredText('Cover info is required.', 1000),
    description: requiredText('Description is required.', 10000),
    price: textList(),
    highlights: textList(),
    itinerary: z.object(
      {
        duration: requiredText('Duration is required.', 200),
        dayWisePlan: z
          .record(
            z.string().regex(/^day[1-9]\d{0,2}$/, 'Day plan keys are day1, day2, ...'),
            z.string().trim().max(5000),
          )
          .optional()
          .default({}),
      },
      { error: 'Duration is required.' },
    ),
    packageInclusions: textList(),
    packageExclusions: textList(),
    hotelImages: imageList(),
    siteImages: imageList(),
    prices: destinationPricesSchema,
    // Issue 26's package facts; absent on a PUT = kept, like prices.
    ...tripFactsShape,
  })
  // SPEC §3: a missing slug is derived from the name; a typed one is normalised like a blog's and
  // must then be a slug (isSlug), never rewritten behind the admin's back.
  .transform((value) => ({
    ...value,
    slug: value.slug ? normalizeBlogSlug(value.slug) : slugify(value.name),
  }))
  .refine((value) => value.slug.length > 0, {
    message: 'Slug must contain letters or digits.',
    path: ['slug'],
  })
  .refine((value) => value.slug === '' || isSlug(value.slug), {
    message: SLUG_MESSAGE,
    path: ['slug'],
  });

export const popularSchema = z.object({
  title: requiredText('Title is required.', 200),
  description: requiredText('Description is required.', 2000),
  src: imageAddress(requiredText('Image URL is required.', 2000)),
  path: requiredText('Path is required.', 200),
});

export const testimonialSchema = z.object({
  name: requiredText('Name is required.', 100),
  image: imageAddress(requiredText('Image URL is required.', 2000)),
  title: requiredText('Title is required.', 200),
  feedback: requiredText('Feedback is required.', 5000),
});

export const blogSchema = z
  .object({
    title: requiredText(REQUIRED_FIELDS_MESSAGE, 300),
    slug: requiredText(REQUIRED_FIELDS_MESSAGE, 300),
    author: requiredText(REQUIRED_FIELDS_MESSAGE, 100),
    coverImage: imageAddress(optionalText(2000)),
    category: optionalText(100),
    tags: textList(),
    introduction: requiredText('Introduction is required.', 5000),
    mainContent: requiredText('Main content is required.', 90000),
    gallery: imageList(),
    metaTitle: optionalText(300),
    metaDescription: optionalText(1000),
    metaKeywords: textList(),
    status: z.enum(BLOG_STATUSES, { error: 'Status is Draft or Published.' }).default('Draft'),
    publishedDate: z
      .union([isoDate('Published date must be a date.'), z.literal(''), z.null()])
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .transform((value) => ({ ...value, slug: normalizeBlogSlug(value.slug) }))
  .refine((value) => isSlug(value.slug), { message: SLUG_MESSAGE, path: ['slug'] });

/** PATCH /api/media/{id}: the photo's alternative text ('' for a decorative photo). */
export const mediaAltSchema = z.object({
  alt: z
    .string({ error: 'Alt text must be a text.' })
    .trim()
    .max(MEDIA_ALT_MAX, `Must be at most ${MEDIA_ALT_MAX} characters.`),
});

export const blogStatusSchema = z.object({
  status: z.enum(BLOG_STATUSES, { error: 'Status is Draft or Published.' }),
});
export const contactCheckedSchema = z.object({
  checked: z.boolean({ error: 'Checked must be true or false.' }),
});

/** The first message for each top-level field, as the forms and the API's 400 answers show them. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Runs a schema and returns either the parsed value or the field errors. */
export function validate<T>(schema: z.ZodType<T>, input: unknown): ValidationResult<T> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrors(result.error) };
}
export * from './translations';
