import { renderToString } from 'react-dom/server';

import { hydrate, serverHtml } from '../../testing/server-html';
import { NoScriptNote } from '../noscript-note';

const NOTE = 'This form needs JavaScript & a <browser> that runs it.';

function Page() {
  return (
    <main>
      <NoScriptNote>{NOTE}</NoScriptNote>
      <form aria-label="Form">
        <button type="submit">Send</button>
      </form>
    </main>
  );
}

describe('NoScriptNote', () => {
  it('is in the server HTML, escaped, inside <noscript>', () => {
    const html = renderToString(<Page />);
    expect(html).toContain(
      '<noscript><p class="tui-alert tui-alert--info ps-noscript-note">This form needs JavaScript &amp; a &lt;browser&gt; that runs it.</p></noscript>',
    );
  });

  it('hydrates without a warning and shows nothing where the app runs', async () => {
    const container = serverHtml(<Page />);
    expect(await hydrate(container, <Page />)).toEqual({
      consoleErrors: [],
      recoverableErrors: [],
    });
    // With scripting on, a parser reads <noscript> as raw text: nothing of it is rendered content.
    expect(container.querySelector('.ps-noscript-note')).toBeNull();
    container.remove();
  });
});
