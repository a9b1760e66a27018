// A page the server rendered hydrates from the server's state, its lazy slices included: their
// page chunk may inject them only after the browser's store is made (a first visit downloads it
// meanwhile), and a store drops the preloaded state of a slice it does not know yet. The page then
// rendered empty (a policy page's spinner) against the server's HTML: React's hydration error #418,
// seen in e2e on /bn/terms, and a second fetch of the words.
import type { PolicyTextsEntry } from '../../features/policies/slice/state';
import { selectPolicyTexts } from '../../features/policies/slice/state';
import { selectDepartures } from '../../features/destinations/slice/trips-state';
import { createEntry } from '../app';
import { injectPolicyTextsSlice, injectTripsSlices } from '../lazy-slices';

const terms: PolicyTextsEntry = {
  messages: { termsTitle: ['শর্তাবলি'] },
  fallback: ['paymentsDeposit'],
  loading: false,
  loaded: true,
  error: null,
};
const digha = { items: [], loading: false, loaded: true, error: null };

it('keeps the server state of the lazy slices for the page chunks that inject them later', () => {
  const { store } = createEntry('http://api.test/api', 'bn', {
    origin: 'http://site.test',
    state: {
      policyTexts: { byPolicy: { terms } },
      departures: { bySlug: { digha } },
    },
    fresh: [],
  });
  // The first render, before the page's chunk: the selectors read the server's state.
  expect(selectPolicyTexts(store.getState(), 'terms')).toEqual(terms);
  expect(selectDepartures(store.getState(), 'digha')).toEqual(digha);

  // The chunk arrives and injects its slices: they start from the same state.
  injectPolicyTextsSlice();
  injectTripsSlices();
  store.dispatch({ type: 'test/after-inject' });
  expect(store.getState().policyTexts).toEqual({ byPolicy: { terms } });
  expect(store.getState().departures).toEqual({ bySlug: { digha } });
  expect(selectPolicyTexts(store.getState(), 'terms')).toEqual(terms);
});
