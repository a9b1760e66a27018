import { screen, within } from '@testing-library/react';
import { RuntimeConfigProvider } from '@tours/shared-ui/components';

import { createI18n, I18nProvider } from '../../../../lib/i18n';
import { hydrate, preferReducedMotion, serverHtml } from '../../../../testing/server-html';
import { testConfig } from '../../../../testing/test-config';
import { ImageCarousel } from '../image-carousel';

const english = createI18n('en');

function Carousel() {
  return (
    <RuntimeConfigProvider config={testConfig}>
      <I18nProvider i18n={english}>
        <ImageCarousel
          label="Photos of Darjeeling"
          images={['/a.jpg', '/b.jpg', '/c.jpg']}
          alt={(index, count) => `Photo ${index + 1} of ${count}`}
          width={1200}
          height={600}
          sizes="100vw"
        />
      </I18nProvider>
    </RuntimeConfigProvider>
  );
}

describe('ImageCarousel, server-rendered then hydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each([
    [true, 'Play slideshow'],
    [false, 'Pause slideshow'],
  ])(
    'hydrates without a mismatch (reduced motion: %s) and then offers %s',
    async (reduce, button) => {
      const setting = preferReducedMotion(reduce);
      const container = serverHtml(<Carousel />);
      // The server knows no preference: the slideshow plays in the HTML it sends.
      expect(container.querySelector('.ps-carousel__toggle')?.getAttribute('aria-label')).toBe(
        'Pause slideshow',
      );
      expect(await hydrate(container, <Carousel />)).toEqual({
        consoleErrors: [],
        recoverableErrors: [],
      });
      const region = screen.getByRole('region', { name: 'Photos of Darjeeling' });
      expect(within(region).getByRole('button', { name: button })).toBeVisible();
      setting.restore();
    },
  );
});
