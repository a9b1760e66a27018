import { postalAddress } from '../postal-address';

describe('postalAddress', () => {
  it('takes the PIN code, the state and the country off the street', () => {
    expect(postalAddress('Sonarpur, South 24 Parganas, West Bengal 700150, India')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Sonarpur, South 24 Parganas',
      addressLocality: 'Sonarpur',
      addressRegion: 'West Bengal',
      postalCode: '700150',
      addressCountry: 'IN',
    });
    expect(postalAddress('12 Station Road, Sonarpur, 700 150')).toMatchObject({
      streetAddress: '12 Station Road, Sonarpur',
      addressRegion: 'West Bengal',
      postalCode: '700150',
    });
  });

  it('leaves an address without a PIN code whole, with no postal code', () => {
    const address = postalAddress('12 Station Road, Sonarpur');
    expect(address.streetAddress).toBe('12 Station Road, Sonarpur');
    expect(address).not.toHaveProperty('postalCode');
  });
});
