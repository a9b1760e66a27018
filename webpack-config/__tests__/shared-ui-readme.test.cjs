// shared-ui/README.md's table of entry points says what package.json `exports` and the federation
// settings do: one row per export, "shared" exactly for the singletons of federation.cjs.
const fs = require('node:fs');
const path = require('node:path');

const { SHARED_UI_ENTRIES } = require('../federation.cjs');
const sharedUi = require('@tours/shared-ui/package.json');

const README = path.join(
  path.dirname(require.resolve('@tours/shared-ui/package.json')),
  'README.md',
);

/** The rows of the table under "## Entry points": the import and its "shared" cell. */
function entryRows() {
  const section = fs.readFileSync(README, 'utf8').split('## Entry points')[1] ?? '';
  return section
    .split('\n')
    .map((line) => /^\| `@tours\/shared-ui\/([^`]+)`\s*\|\s*(\w+)\s*\|/.exec(line))
    .filter(Boolean)
    .map(([, entry, shared]) => ({ entry: `./${entry}`, shared }));
}

describe('shared-ui/README.md entry points', () => {
  it('has one row for each export of package.json, in its order', () => {
    const exported = Object.keys(sharedUi.exports).filter((key) => key !== './package.json');
    expect(entryRows().map((row) => row.entry)).toEqual(exported);
  });

  it('says "yes" in its shared column exactly for the Module Federation singletons', () => {
    const shared = entryRows()
      .filter((row) => row.shared === 'yes')
      .map((row) => row.entry);
    expect(shared).toEqual(SHARED_UI_ENTRIES);
    for (const row of entryRows()) expect(['yes', 'no']).toContain(row.shared);
  });
});
