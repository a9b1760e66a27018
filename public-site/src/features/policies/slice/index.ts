// The policy pages' translated paragraphs and their transitions: each fetch marks its page loading,
// success stores the paragraphs, failure keeps the message (the page then reads in English).
import { createSlice } from '@reduxjs/toolkit';

import { fetchPolicyTexts } from '../api/get-policy-texts';
import { policyTextsStartState, type PolicyTextsEntry } from './state';

const empty = (): PolicyTextsEntry => ({
  messages: {},
  fallback: [],
  loading: false,
  loaded: false,
  error: null,
});

export const policyTextsSlice = createSlice({
  name: 'policyTexts',
  initialState: policyTextsStartState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchPolicyTexts.pending, (state, { meta }) => {
        const entry = (state.byPolicy[meta.arg] ??= empty());
        entry.loading = true;
        entry.error = null;
      })
      .addCase(fetchPolicyTexts.fulfilled, (state, { meta, payload }) => {
        state.byPolicy[meta.arg] = { ...payload, loading: false, loaded: true, error: null };
      })
      .addCase(fetchPolicyTexts.rejected, (state, { meta, payload, error }) => {
        if (meta.condition) return;
        const entry = (state.byPolicy[meta.arg] ??= empty());
        entry.loading = false;
        entry.error = payload ?? error.message ?? null;
      });
  },
});
