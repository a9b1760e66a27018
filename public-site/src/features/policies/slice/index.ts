// The policy pages' translated paragraphs and their transitions: each fetch marks its page loading,
// success stores the paragraphs, failure keeps the message (the page then reads in English).
import { createSlice } from '@reduxjs/toolkit';

import { addKeyedFetchCases } from '../../../lib/keyed-fetch-state';
import { fetchPolicyTexts } from '../api/get-policy-texts';
import { policyTextsStartState } from './state';

export const policyTextsSlice = createSlice({
  name: 'policyTexts',
  initialState: policyTextsStartState,
  reducers: {},
  extraReducers: (builder) => {
    addKeyedFetchCases(
      builder,
      fetchPolicyTexts,
      (state) => state.byPolicy,
      (texts) => texts ?? { messages: {}, fallback: [] },
    );
  },
});
