import { createApiClient } from '@tours/shared-ui/api';
import type { InternalAxiosRequestConfig } from 'axios';

import { withContentLang } from '../api';
import { contentLang } from '../content-lang';

describe('content in the page language (issue 29)', () => {
  /** The query each GET was sent with, the client answering them itself. */
  function clientIn(locale: 'en' | 'bn' | 'hi') {
    const sent: Array<{ url: string; params: unknown }> = [];
    const client = withContentLang(createApiClient({ baseURL: 'http://api.test/api' }), locale);
    client.http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      sent.push({ url: config.url ?? '', params: config.params });
      return { data: [], status: 200, statusText: 'OK', headers: {}, config };
    };
    return { client, sent };
  }

  it('asks the content reads in Bengali or Hindi, and nothing else', async () => {
    const { client, sent } = clientIn('bn');
    await client.destinations.list();
    await client.popular.list();
    await client.blogs.bySlug('puri');
    await client.http.get('/trips', { params: { theme: 'Family' } });
    await client.http.get('/bookings/status');
    expect(sent).toEqual([
      { url: '/destinations', params: { lang: 'bn' } },
      { url: '/popular', params: { lang: 'bn' } },
      { url: '/blogs/slug/puri', params: { lang: 'bn' } },
      { url: '/trips', params: { theme: 'Family', lang: 'bn' } },
      { url: '/bookings/status', params: undefined },
    ]);
  });

  it('asks English pages exactly as before', async () => {
    const { client, sent } = clientIn('en');
    await client.destinations.list();
    expect(sent).toEqual([{ url: '/destinations', params: undefined }]);
  });

  it("marks lang='en' what is shown in English on a Bengali or Hindi page, field by field", () => {
    const record = {
      name: 'দার্জিলিং',
      translation: { locale: 'bn' as const, fallback: ['description', 'itinerary.day2'] },
    };
    expect(contentLang('bn', record, 'name')).toBeUndefined();
    expect(contentLang('bn', record, 'description')).toBe('en');
    expect(contentLang('bn', record, 'itinerary.day2')).toBe('en');
    expect(contentLang('bn', record, 'itinerary.day1')).toBeUndefined();
    // A record that came without a translation (a read that is not translated) is English.
    expect(contentLang('hi', { name: 'Darjeeling' }, 'name')).toBe('en');
    // English pages mark nothing.
    expect(contentLang('en', { name: 'Darjeeling' }, 'name')).toBeUndefined();
  });
});
