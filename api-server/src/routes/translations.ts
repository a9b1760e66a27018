// /api/translations (issue 29, docs/i18n.md 'Content translations'), admins only: each record's
// status per language (the lists' 'missing translation' badges), one record's English beside its
// Bengali and Hindi, and a language's translation written (checked like the English, blog HTML
// sanitised, 400 writing nothing) or deleted. The public reads take `?lang=bn|hi` in their own
// routes. Every write drops the kept public reads of the kind and records an audit entry.
import { CONTENT_LOCALES, type ContentLocale } from '@tours/shared-ui/domain';
import {
  isTranslationKind,
  TRANSLATION_KINDS,
  type TranslationKind,
} from '@tours/shared-ui/translations';
import { translationSchemas } from '@tours/shared-ui/schemas';
import type { FastifyPluginAsync } from 'fastify';

import { HttpError, notFound } from '../lib/http-errors';
import type { CacheTopic } from '../plugins/public-read-cache';
import { changesBetween } from '../repositories/audit-repository';
import type { Repositories } from '../repositories/create-repositories';
import type { TranslationRow } from '../repositories/translations-repository';
import { documented } from '../schemas/inputs';
import {
  checkedTranslation,
  englishRecords,
  KIND_LABELS,
  LOCALE_NAMES_EN,
  localeParam,
  translationStatuses,
  type EnglishRecord,
} from '../services/translations/content-translations';
import { NO_CONTENT, ref } from './route-schemas';

const TAG = 'translations';

export const UNKNOWN_KIND_MESSAGE = `No such kind of content: the kinds are ${TRANSLATION_KINDS.join(', ')}.`;

const kindParam = {
  type: 'string',
  enum: [...TRANSLATION_KINDS],
  description: 'The kind of record.',
} as const;
const params = (withLocale: boolean) =>
  ({
    type: 'object',
    properties: {
      kind: kindParam,
      id: {
        type: 'string',
        description:
          "The record's `_id` (a UUID), or a policy page's name (terms, privacy, refund).",
      },
      ...(withLocale ? { locale: { type: 'string', enum: [...CONTENT_LOCALES] } } : {}),
    },
    required: ['kind', 'id', ...(withLocale ? ['locale'] : [])],
  }) as const;
const NOT_FOUND_ANSWER = {
  404: { description: 'No record of this kind has this id (or no such kind).', ...ref('Message') },
} as const;

const stored = (row: TranslationRow) => ({
  fields: row.fields,
  updatedAt: row.updatedAt.toISOString(),
});

/** A write changes the public reads of its kind (each kind is a cache topic of the same name). */
const INVALIDATES: readonly CacheTopic[] = TRANSLATION_KINDS;

function kindOf(value: string): TranslationKind {
  if (!isTranslationKind(value)) throw new HttpError(404, UNKNOWN_KIND_MESSAGE);
  return value;
}

async function recordOf(
  repositories: Repositories,
  kind: TranslationKind,
  id: string,
): Promise<EnglishRecord> {
  const [record] = await englishRecords(repositories, kind, id);
  if (!record) throw notFound(KIND_LABELS[kind].label);
  return record;
}

type Params = { kind: string; id: string; locale: string };

const translationRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { kind: string } }>(
    '/translations/:kind',
    {
      config: { access: 'admin' },
      schema: {
        tags: [TAG],
        summary:
          "Every record of the kind with its translation's status in bn and hi: complete, partial or missing",
        params: { type: 'object', properties: { kind: kindParam }, required: ['kind'] },
        response: {
          200: {
            type: 'object',
            description: 'By record id.',
            additionalProperties: {
              type: 'object',
              properties: Object.fromEntries(
                CONTENT_LOCALES.map((locale) => [
                  locale,
                  { type: 'string', enum: ['complete', 'partial', 'missing'] },
                ]),
              ),
              required: [...CONTENT_LOCALES],
            },
          },
          ...NOT_FOUND_ANSWER,
        },
      },
    },
    async (request) => translationStatuses(app.repositories, kindOf(request.params.kind)),
  );

  const storedSchema = {
    type: 'object',
    properties: {
      fields: { type: 'object', additionalProperties: true },
      updatedAt: { type: 'string', format: 'date-time' },
    },
    required: ['fields', 'updatedAt'],
  } as const;

  app.get<{ Params: Omit<Params, 'locale'> }>(
    '/translations/:kind/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: [TAG],
        summary:
          "A record's English translatable fields beside its bn and hi translations (or null)",
        params: params(false),
        response: {
          200: {
            type: 'object',
            properties: {
              english: { type: 'object', additionalProperties: true },
              ...Object.fromEntries(
                CONTENT_LOCALES.map((locale) => [locale, { ...storedSchema, nullable: true }]),
              ),
            },
            required: ['english', ...CONTENT_LOCALES],
          },
          ...NOT_FOUND_ANSWER,
        },
      },
    },
    async (request) => {
      const kind = kindOf(request.params.kind);
      const record = await recordOf(app.repositories, kind, request.params.id);
      const rows = await app.repositories.translations[kind].ofRecord(record.id);
      const inLocale = (locale: ContentLocale) => {
        const row = rows.find((candidate) => candidate.locale === locale);
        return row ? stored(row) : null;
      };
      return {
        english: record.english,
        ...Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, inLocale(locale)])),
      };
    },
  );

  app.put<{ Params: Params }>(
    '/translations/:kind/:id/:locale',
    {
      config: { access: 'admin', invalidates: INVALIDATES },
      schema: {
        tags: [TAG],
        summary:
          "Writes the record's translation in the language (replacing it): the kind's translatable fields, each optional (absent or empty = English); blog HTML sanitised",
        description: `The body per kind: ${TRANSLATION_KINDS.map((kind) => `${kind}: ${Object.keys(translationSchemas[kind].shape).join(', ')}`).join('; ')}.`,
        params: params(true),
        body: documented(translationSchemas.destinations),
        response: { 200: storedSchema, ...NOT_FOUND_ANSWER },
      },
    },
    async (request) => {
      const kind = kindOf(request.params.kind);
      const locale = localeParam(request.params.locale);
      return app.transaction(request.admin, async (repositories) => {
        const record = await recordOf(repositories, kind, request.params.id);
        const fields = checkedTranslation(kind, record, request.body);
        const before = (await repositories.translations[kind].ofRecord(record.id)).find(
          (row) => row.locale === locale,
        );
        const row = await repositories.translations[kind].put(record.id, locale, fields);
        await repositories.audit.record({
          entity: KIND_LABELS[kind].audit,
          entityId: record.id,
          action: 'update',
          summary: `Saved the ${LOCALE_NAMES_EN[locale]} translation of ${record.describe}`,
          changes: changesBetween(before?.fields ?? {}, fields),
        });
        return stored(row);
      });
    },
  );

  app.delete<{ Params: Params }>(
    '/translations/:kind/:id/:locale',
    {
      config: { access: 'admin', invalidates: INVALIDATES },
      schema: {
        tags: [TAG],
        summary: "Deletes the record's translation in the language: it reads in English there",
        params: params(true),
        response: { ...NO_CONTENT, ...NOT_FOUND_ANSWER },
      },
    },
    async (request, reply) => {
      const kind = kindOf(request.params.kind);
      const locale = localeParam(request.params.locale);
      await app.transaction(request.admin, async (repositories) => {
        const record = await recordOf(repositories, kind, request.params.id);
        const before = (await repositories.translations[kind].ofRecord(record.id)).find(
          (row) => row.locale === locale,
        );
        if (!(await repositories.translations[kind].remove(record.id, locale))) return;
        await repositories.audit.record({
          entity: KIND_LABELS[kind].audit,
          entityId: record.id,
          action: 'update',
          summary: `Deleted the ${LOCALE_NAMES_EN[locale]} translation of ${record.describe}`,
          changes: changesBetween(before?.fields ?? {}, {}),
        });
      });
      return reply.code(204).send();
    },
  );
};

export default translationRoutes;
