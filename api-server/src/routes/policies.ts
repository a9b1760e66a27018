// /api/policies/:policy (issue 29, docs/i18n.md 'Policy pages'): what a policy page reads in
// Bengali or Hindi, public. Its paragraphs are the agency's translations (/api/translations/policies,
// admins), compiled here for Lingui as the site's own catalogues are at build time, with the keys
// still in English. The English is the site's own text: an English read answers nothing to add.
import { POLICY_IDS } from '@tours/shared-ui/policies';
import type { FastifyPluginAsync } from 'fastify';

import { notFound } from '../lib/http-errors';
import { langQuery } from '../schemas/translations';
import { langOf, policyTexts } from '../services/translations/content-translations';
import { ref } from './route-schemas';

const policyRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { policy: string } }>(
    '/policies/:policy',
    {
      config: { access: 'public', publicRead: { invalidatedBy: ['policies'] } },
      schema: {
        tags: ['translations'],
        summary:
          "A policy page's paragraphs in the language, compiled for Lingui, and the keys shown in English",
        params: {
          type: 'object',
          properties: { policy: { type: 'string', description: POLICY_IDS.join(', ') } },
          required: ['policy'],
        },
        querystring: langQuery,
        response: {
          200: {
            type: 'object',
            properties: {
              messages: {
                type: 'object',
                description:
                  "By paragraph key, the translation as Lingui's compiled message (a text, or a list of texts and [value] parts)",
                additionalProperties: true,
              },
              fallback: {
                type: 'array',
                items: { type: 'string' },
                description: 'The paragraphs shown in English for want of a translation.',
              },
            },
            required: ['messages', 'fallback'],
          },
          404: { description: 'No such policy page.', ...ref('Message') },
        },
      },
    },
    async (request) => {
      const texts = await policyTexts(
        app.repositories,
        request.params.policy,
        langOf(request.query),
      );
      if (!texts) throw notFound('Policy page');
      return texts;
    },
  );
};

export default policyRoutes;
