// GET /api/policies/:policy?lang=bn|hi (issue 29, docs/i18n.md 'Policy pages'): a policy page's
// paragraphs as the agency translated them, compiled for Lingui, and the keys still in English.
// Fetched by the page in Bengali or Hindi and by its server render, once per visit; an English
// page has its words in its own chunk and fetches nothing.
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { PolicyId, PolicyTexts } from '@tours/shared-ui/policies';

import type { AppThunkConfig } from '../../../lib/redux';
import { messageOf } from '../../../lib/list-state';
import { selectPolicyTexts, type PolicyTextsRootState } from '../slice/state';

/** Said in the console only: the page then reads in English, which prevails anyway. */
export const POLICY_TEXTS_FETCH_FAILED = 'Failed to fetch the translated policy.';

export const fetchPolicyTexts = createAsyncThunk<
  PolicyTexts,
  PolicyId,
  AppThunkConfig<PolicyTextsRootState>
>(
  'policyTexts/fetch',
  async (policy, { extra, rejectWithValue }) => {
    try {
      const { http } = await extra.api();
      // The client adds the page's `lang` (lib/api.ts).
      const { data } = await http.get<PolicyTexts>(`/policies/${policy}`);
      return { messages: data.messages ?? {}, fallback: data.fallback ?? [] };
    } catch (error) {
      return rejectWithValue(messageOf(error, POLICY_TEXTS_FETCH_FAILED));
    }
  },
  {
    condition: (policy, { getState }) => {
      const entry = selectPolicyTexts(getState(), policy);
      return !entry?.loading && !entry?.loaded;
    },
  },
);
