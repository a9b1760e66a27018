import { buildUpiLink } from '../upi';

const request = {
  payeeId: 'sonarpur.tours@okhdfcbank',
  payeeName: 'Sonarpur Tours & Travels',
  amount: 9001,
  reference: 'SPT-2611-0042',
};

describe('buildUpiLink', () => {
  it('builds the upi://pay request with the amount in rupees and the reference as the note', () => {
    expect(buildUpiLink(request)).toBe(
      'upi://pay?pa=sonarpur.tours@okhdfcbank&pn=Sonarpur%20Tours%20%26%20Travels&am=9001.00&cu=INR&tn=SPT-2611-0042',
    );
  });

  it('encodes every value so that nothing breaks the query', () => {
    const link = buildUpiLink({ ...request, payeeName: 'A=B?&c', reference: 'x y#z' });
    const query = new URLSearchParams(link?.slice('upi://pay?'.length));
    expect(query.get('pn')).toBe('A=B?&c');
    expect(query.get('tn')).toBe('x y#z');
    expect(query.get('pa')).toBe('sonarpur.tours@okhdfcbank');
  });

  it('gives no link without a valid UPI id or a positive whole amount', () => {
    for (const payeeId of [undefined, null, '', '   ', 'not-an-id', 'a@b@c']) {
      expect(buildUpiLink({ ...request, payeeId })).toBeNull();
    }
    for (const amount of [0, -5, 10.5]) {
      expect(buildUpiLink({ ...request, amount })).toBeNull();
    }
  });
});
