import { remoteLocation } from '../remote-manifest';

const entry = { name: 'remoteEntry.js', path: '' };

describe('remoteLocation', () => {
  it('puts the files beside the manifest when its publicPath is auto or absent', () => {
    expect(
      remoteLocation('http://cdn.test/public/mf-manifest.json', {
        metaData: { publicPath: 'auto', remoteEntry: entry },
      }),
    ).toEqual({
      base: 'http://cdn.test/public/',
      entry: 'http://cdn.test/public/remoteEntry.js',
    });
    expect(
      remoteLocation('http://cdn.test/public/mf-manifest.json', {
        metaData: { remoteEntry: entry },
      })?.entry,
    ).toBe('http://cdn.test/public/remoteEntry.js');
  });

  it('resolves an explicit publicPath (absolute or relative to the manifest) and the entry path', () => {
    expect(
      remoteLocation('http://cdn.test/mf-manifest.json', {
        metaData: {
          publicPath: 'https://static.test/site/',
          remoteEntry: { name: 'remoteEntry.js', path: 'v2/' },
        },
      }),
    ).toEqual({
      base: 'https://static.test/site/',
      entry: 'https://static.test/site/v2/remoteEntry.js',
    });
    expect(
      remoteLocation('http://cdn.test/app/mf-manifest.json', {
        metaData: { publicPath: '/static/', remoteEntry: entry },
      })?.entry,
    ).toBe('http://cdn.test/static/remoteEntry.js');
  });

  it('is null when the manifest names no entry', () => {
    expect(remoteLocation('http://cdn.test/mf-manifest.json', { metaData: {} })).toBeNull();
    expect(remoteLocation('http://cdn.test/mf-manifest.json', {})).toBeNull();
  });
});
