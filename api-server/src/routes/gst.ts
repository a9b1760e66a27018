// GST (issue 27, docs/gst.md), all admin: the agency's GST settings, and the tax documents issued
// with the payments, refunds, cancellations and tours they document (one document, its
// cancellation with a reason and its reissue, the month's documents for the accountant).
import { gstDocumentFileName } from '@tours/shared-ui/api';
import type { Locale } from '@tours/shared-ui/domain';
import type { GstDocumentView } from '@tours/shared-ui/gst';
import {
  gstDocumentCancelSchema,
  gstMonthQuerySchema,
  gstSettingsSchema,
  statusLookupSchema,
} from '@tours/shared-ui/schemas';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

import { parseBody, parseQuery } from '../lib/validation';
import { idParams } from '../schemas/common';
import { documented } from '../schemas/inputs';
import { gstCorrections } from '../services/gst/corrections';
import { gstMonth, gstMonthCsv } from '../services/gst/export';
import { gstSettings } from '../services/gst/settings';
import { renderGstPdf } from '../services/gst/pdf';
import { documentView, travellerDocumentView } from '../services/gst/view';
import { PRIVATE_CACHE_CONTROL } from '../plugins/public-read-cache';
import { NOT_FOUND, ref } from './route-schemas';

const TAG = 'gst';
const PAISE = 'Amounts are integers in paise (₹1 = 100 paise).';

interface IdParams {
  id: string;
}

/** The PDF answer of a document (200 application/pdf, a download named by its number). */
const PDF_ANSWER = {
  200: {
    description:
      "The document as a PDF (one A4 page), a download named by its number with '/' as '-' (RV-2026-27-0001.pdf).",
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  },
} as const;

async function sendPdf(
  reply: FastifyReply,
  view: GstDocumentView,
  language: Locale = 'en',
): Promise<FastifyReply> {
  const pdf = await renderGstPdf(view, language);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${gstDocumentFileName(view.number)}"`)
    .send(pdf);
}

const gstRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/settings/gst',
    {
      schema: {
        tags: ['settings'],
        summary:
          'The GST settings: on or off, GSTIN, legal name, address, state, rate, SAC, the inclusive wording, when the tax invoice is issued, the series prefixes (GST off by default)',
        response: { 200: ref('GstSettings') },
      },
    },
    async () => gstSettings.get(app.repositories),
  );

  app.put(
    '/settings/gst',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Save the GST settings (all of them; audited). Issued documents keep what they were issued with.',
        body: documented(gstSettingsSchema),
        response: { 200: ref('GstSettings') },
      },
    },
    async (request) => {
      const input = parseBody(gstSettingsSchema, request.body);
      return app.transaction(request.admin, (repositories) =>
        gstSettings.save(repositories, input),
      );
    },
  );

  app.get(
    '/gst/documents',
    {
      schema: {
        tags: [TAG],
        summary: `The accountant's month (Asia/Kolkata): every document dated in it, a summary by place of supply and rate (GSTR-1's B2C small table: receipt vouchers + invoices net of their advances - refund vouchers), totals, and the month's payments ledger (payments by their day, refunds by the cheque's day). format=csv answers CSV (UTF-8 with BOM): the documents, then the summary and the ledger. ${PAISE}`,
        querystring: documented(gstMonthQuerySchema),
        response: {
          200: {
            description: 'The month (JSON), or text/csv with format=csv (amounts in rupees there).',
            content: {
              'application/json': { schema: ref('GstMonth') },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          400: { description: 'Not a month, or not a format.', ...ref('ValidationError') },
        },
      },
    },
    async (request, reply) => {
      const { month, format } = parseQuery(gstMonthQuerySchema, request.query);
      const answer = await gstMonth(app.repositories, month);
      if (format === 'json') return answer;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gst-documents-${month}.csv"`)
        .send(gstMonthCsv(answer));
    },
  );

  app.get<{ Params: IdParams }>(
    '/gst/documents/:id',
    {
      schema: {
        tags: [TAG],
        summary: `One tax document as printed (frozen when issued), with its status. ${PAISE}`,
        params: idParams,
        response: { 200: ref('GstDocumentView'), ...NOT_FOUND },
      },
    },
    async (request) => documentView(app.repositories, request.params.id),
  );

  app.get<{ Params: IdParams }>(
    '/gst/documents/:id/pdf',
    {
      schema: {
        tags: [TAG],
        summary: 'One tax document as a PDF (a cancelled one says so, with its reason)',
        params: idParams,
        response: { ...PDF_ANSWER, ...NOT_FOUND },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await documentView(app.repositories, request.params.id)),
  );

  // Static, before /bookings/:id: the traveller's download from the booking's page.
  app.get<{ Params: IdParams }>(
    '/bookings/status/documents/:id/pdf',
    {
      config: { access: 'public', rateLimit: app.publicWriteRateLimit },
      schema: {
        tags: ['bookings'],
        summary:
          'The traveller’s tax document as a PDF: one of the booking’s documents in force, found by its reference and the phone number it was made with (rate limited)',
        params: idParams,
        querystring: documented(statusLookupSchema),
        response: {
          ...PDF_ANSWER,
          400: {
            description: 'Not a reference, or not a phone number.',
            ...ref('ValidationError'),
          },
          404: {
            description:
              'No booking has this reference and phone, or the document is not one of its documents in force.',
            ...ref('Message'),
          },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      const { reference, phone } = parseQuery(statusLookupSchema, request.query);
      const { view, language } = await travellerDocumentView(
        app.repositories,
        reference,
        phone,
        request.params.id,
      );
      return sendPdf(reply, view, language);
    },
  );

  app.post<{ Params: IdParams }>(
    '/gst/documents/:id/cancel',
    {
      schema: {
        tags: [TAG],
        summary:
          'Cancel a wrong document with the reason; it keeps its number (then reissue it). Audited.',
        params: idParams,
        body: documented(gstDocumentCancelSchema),
        response: {
          200: ref('GstDocumentView'),
          ...NOT_FOUND,
          409: { description: 'The document is cancelled already.', ...ref('Message') },
        },
      },
    },
    async (request) => {
      const { reason } = parseBody(gstDocumentCancelSchema, request.body);
      return app.transaction(request.admin, (repositories) =>
        gstCorrections.cancel(repositories, request.params.id, reason),
      );
    },
  );

  app.post<{ Params: IdParams }>(
    '/gst/documents/:id/reissue',
    {
      schema: {
        tags: [TAG],
        summary:
          "A new document in place of a cancelled one: a new number, today's settings and the booking's state and GSTIN as they are now, the same cause and amount. Audited.",
        params: idParams,
        response: {
          201: ref('GstDocumentView'),
          ...NOT_FOUND,
          409: {
            description:
              'The document is not cancelled, was reissued already, its payment was reversed, or GST is off.',
            ...ref('Message'),
          },
        },
      },
    },
    async (request, reply) => {
      const issued = await app.transaction(request.admin, (repositories) =>
        gstCorrections.reissue(repositories, request.params.id),
      );
      return reply.code(201).send(issued);
    },
  );
};

export default gstRoutes;
