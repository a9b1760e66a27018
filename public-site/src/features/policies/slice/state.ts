// The policy pages' translated paragraphs (issue 29), by page: the slice joins the store with a
// policy page (app/lazy-slices.ts) and starts from the server's state on a page it rendered
// (lib/lazy-slice-state.ts); until then the selector reads that start state.
import type { PolicyId, PolicyTexts } from '@tours/shared-ui/policies';

import { lazyStartState } from '../../../lib/lazy-slice-state';
import type { FetchFlags } from '../../../lib/keyed-fetch-state';

export interface PolicyTextsEntry extends PolicyTexts, FetchFlags {}

export interface PolicyTextsState {
  byPolicy: Partial<Record<PolicyId, PolicyTextsEntry>>;
}

export interface PolicyTextsRootState {
  policyTexts?: PolicyTextsState;
}

export const policyTextsStartState = lazyStartState<PolicyTextsState>('policyTexts', {
  byPolicy: {},
});

export const selectPolicyTexts = (
  state: PolicyTextsRootState,
  policy: PolicyId,
): PolicyTextsEntry | undefined => (state.policyTexts ?? policyTextsStartState()).byPolicy[policy];
