import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RuntimeConfigProvider } from '@tours/shared-ui/components';

import { testConfig } from '../../../../testing/test-config';
import { ImageCarousel } from '../image-carousel';

function Carousel() {
  return (
    <RuntimeConfigProvider config={testConfig}>
      <ImageCarousel
        label="Photos of Darjeeling"
        images={['/a.jpg', '/b.jpg', '/c.jpg']}
        alt={(index, count) => `Photo ${index + 1} of ${count}`}
        width={1200}
        height={600}
        sizes="100vw"
      />
    </RuntimeConfigProvider>
  );
}

function preferReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }),
  });
}

describe('ImageCarousel, server-rendered then hydrated', () => {
  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
    document.body.innerHTML = '';
  });

  it.each([
    [true, 'Play slideshow'],
    [false, 'Pause slideshow'],
  ])(
    'hydrates without a mismatch (reduced motion: %s) and then offers %s',
    async (reduce, button) => {
      preferReducedMotion(reduce);
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Carousel />);
      document.body.appendChild(container);
      // The server knows no preference: the slideshow plays in the HTML it sends.
      expect(container.querySelector('.ps-carousel__toggle')?.getAttribute('aria-label')).toBe(
        'Pause slideshow',
      );
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const recoverable = jest.fn();
      await act(async () => {
        hydrateRoot(container, <Carousel />, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      const region = screen.getByRole('region', { name: 'Photos of Darjeeling' });
      expect(within(region).getByRole('button', { name: button })).toBeVisible();
    },
  );
});
