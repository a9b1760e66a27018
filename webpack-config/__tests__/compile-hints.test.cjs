// compileHintsPlugin in a real production build: the scripts carry the hint after minification,
// and their source maps still point at the right lines.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const webpack = require('webpack');
const { SourceMapConsumer } = require('source-map-js');

const { compileHintsPlugin, HINT } = require('../compile-hints.cjs');

function build(dir) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { app: './app.js', other: './other.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].js' },
    plugins: [
      compileHintsPlugin(),
      // A file that is not a script: left as it is.
      {
        apply: (compiler) =>
          compiler.hooks.thisCompilation.tap('extra-asset', (compilation) =>
            compilation.hooks.processAssets.tap(
              { name: 'extra-asset', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
              () => compilation.emitAsset('notes.txt', new webpack.sources.RawSource('notes')),
            ),
          ),
      },
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}

describe('compileHintsPlugin', () => {
  let dir;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    fs.writeFileSync(
      path.join(dir, 'app.js'),
      "const greeting = 'hello';\nexport function marker() { return 'the marker'; }\nconsole.log(greeting, marker());\n",
    );
    fs.writeFileSync(path.join(dir, 'other.js'), "console.log('other');\n");
    await build(dir);
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const read = (file) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');

  it('starts every minified script with the hint, once, and leaves other files alone', () => {
    for (const file of ['app.js', 'other.js']) {
      const script = read(file);
      expect(script.startsWith(`${HINT}\n`)).toBe(true);
      expect(script.split(HINT)).toHaveLength(2);
    }
    expect(read('notes.txt')).toBe('notes');
  });

  it('keeps the source map in step with the line the hint adds', () => {
    const lines = read('app.js').split('\n');
    const line = lines.findIndex((text) => text.includes('the marker'));
    expect(line).toBeGreaterThan(0);
    const map = new SourceMapConsumer(JSON.parse(read('app.js.map')));
    const original = map.originalPositionFor({
      line: line + 1,
      column: lines[line].indexOf('"the marker"'),
    });
    expect(original.source).toMatch(/app\.js$/);
    expect(original.line).toBe(2);
  });
});
