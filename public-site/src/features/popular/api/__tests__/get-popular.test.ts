import { fetchOnceCases } from '../../../../testing/fetch-once-cases';
import { popularDestinations } from '../../../../testing/fixtures';
import { fetchPopular } from '../get-popular';

describe('fetchPopular (GET /api/popular)', () => {
  fetchOnceCases(fetchPopular, 'popular', popularDestinations, 'Failed to fetch data.');
});
