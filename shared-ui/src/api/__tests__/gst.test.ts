import { apiErrorOf, stubNetwork } from '../../testing/stub-network';
import { createApiClient, createGstApi, gstDocumentFileName, gstMonthFileName } from '../index';

const clients = () => {
  const api = createApiClient({
    baseURL: 'http://api.test/api',
    getIdToken: async () => 'admin-token',
  });
  return { api, gst: createGstApi(api.http) };
};

describe('GST calls', () => {
  it('send each call to its path with its body and the admin token', async () => {
    const { api, gst } = clients();
    const seen = stubNetwork(api, []);

    await gst.settings.get();
    await gst.settings.save({ enabled: true, stateCode: '19', gstin: '19AAPFU0939F1ZM' });
    await gst.documents.get('d 1');
    await gst.documents.cancel('d1', 'Wrong state');
    await gst.documents.reissue('d1');
    await gst.documents.month('2026-11');

    expect(seen.map(({ method, url, params, body }) => [method, url, params, body])).toEqual([
      ['get', '/settings/gst', undefined, undefined],
      [
        'put',
        '/settings/gst',
        undefined,
        { enabled: true, stateCode: '19', gstin: '19AAPFU0939F1ZM' },
      ],
      ['get', '/gst/documents/d%201', undefined, undefined],
      ['post', '/gst/documents/d1/cancel', undefined, { reason: 'Wrong state' }],
      ['post', '/gst/documents/d1/reissue', undefined, undefined],
      ['get', '/gst/documents', { month: '2026-11' }, undefined],
    ]);
    expect(seen.every(({ authorization }) => authorization === 'Bearer admin-token')).toBe(true);
  });

  it('fetch the CSV as text and the PDF as binary, with the token', async () => {
    const { api, gst } = clients();
    const requests: { url?: string; params: unknown; responseType?: string }[] = [];
    api.http.defaults.adapter = async (config) => {
      requests.push({ url: config.url, params: config.params, responseType: config.responseType });
      return { data: 'x', status: 200, statusText: 'OK', headers: {}, config };
    };

    await gst.documents.monthCsv('2026-11');
    await gst.documents.pdf('d1');

    expect(requests).toEqual([
      { url: '/gst/documents', params: { month: '2026-11', format: 'csv' }, responseType: 'text' },
      { url: '/gst/documents/d1/pdf', params: undefined, responseType: 'blob' },
    ]);
  });

  it("carry a 409's message when a document is already cancelled", async () => {
    const { api, gst } = clients();
    const message = 'RV/2026-27/0001 is already cancelled.';
    stubNetwork(api, [{ status: 409, data: { message } }]);

    const error = await apiErrorOf(gst.documents.cancel('d1', 'Typed twice'));
    expect(error).toMatchObject({ status: 409, message });
  });

  it("name the files by the document's number and the month", () => {
    expect(gstDocumentFileName('RV/2026-27/0001')).toBe('RV-2026-27-0001.pdf');
    expect(gstMonthFileName('2026-11')).toBe('gst-documents-2026-11.csv');
  });
});
