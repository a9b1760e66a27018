import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { product } from '../support/product';

describe('API through the running server', () => {
  it('answers its health check with the database up', async () => {
    const response = await fetch(`${product().urls.api}/health`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { status: 'ok', database: 'ok' });
  });

  it('serves the seeded destinations with complete itineraries and shipped images', async () => {
    const response = await fetch(`${product().urls.api}/destinations`);
    assert.equal(response.status, 200);
    const destinations = (await response.json()) as Array<Record<string, unknown>>;
    assert.ok(Array.isArray(destinations));
    assert.ok(
      destinations.length >= 8,
      `expected at least 8 destinations, got ${destinations.length}`,
    );
    for (const destination of destinations) {
      assert.equal(typeof destination._id, 'string');
      const itinerary = destination.itinerary as {
        duration: string;
        dayWisePlan: Record<string, string>;
      };
      assert.ok(itinerary.duration.length > 0);
      assert.ok(Object.keys(itinerary.dayWisePlan).length > 0);
    }
    const image = String(destinations[0]!.image);
    const media = await fetch(new URL(image, product().urls.api).toString());
    assert.equal(media.status, 200, `${image} should be served`);
  });
});
