import { RuntimeConfigProvider } from '@tours/shared-ui/components';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';

import { testConfig } from '../../testing/test-config';
import { FallbackImage } from '../fallback-image';

const PHOTO = '/media/library/0123456789abcdef-2400x1600/1920.jpg';
const BASE = 'http://api.test/media/library/0123456789abcdef-2400x1600';
const SIZES = '(min-width: 860px) 828px, 100vw';

const renderImage = (ui: ReactElement) =>
  render(<RuntimeConfigProvider config={testConfig}>{ui}</RuntimeConfigProvider>);

const srcset = (ext: string) =>
  [320, 640, 960, 1280, 1920].map((w) => `${BASE}/${w}.${ext} ${w}w`).join(', ');

afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('FallbackImage', () => {
  it('renders a library photo as a picture: AVIF and WebP sources, a JPEG img, its own size', () => {
    const { container } = renderImage(
      <FallbackImage src={PHOTO} fallback="/fallback.svg" alt="Tiger Hill" sizes={SIZES} />,
    );
    const sources = Array.from(container.querySelectorAll('picture > source'));
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
      ['image/avif', srcset('avif')],
      ['image/webp', srcset('webp')],
    ]);
    sources.forEach((source) => expect(source).toHaveAttribute('sizes', SIZES));
    const img = screen.getByRole('img', { name: 'Tiger Hill' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', `${BASE}/1920.jpg`);
    expect(img).toHaveAttribute('srcset', srcset('jpg'));
    expect(img).toHaveAttribute('sizes', SIZES);
    // The id's size: the box has the photo's shape before it loads.
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('height', '1600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('loads the page’s largest photo at once, with high priority, and preloads its AVIF srcset', () => {
    renderImage(
      <FallbackImage src={PHOTO} fallback="/fallback.svg" alt="Cover" sizes={SIZES} priority />,
    );
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link).not.toBeNull();
    expect(link).toHaveAttribute('imagesrcset', srcset('avif'));
    expect(link).toHaveAttribute('imagesizes', SIZES);
    expect(link).toHaveAttribute('type', 'image/avif');
    expect(link).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps any other address a plain img', () => {
    const { container } = renderImage(
      <FallbackImage src="https://images.example/a.jpg" fallback="/fallback.svg" alt="A" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'A' });
    expect(img).toHaveAttribute('src', 'https://images.example/a.jpg');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('swaps a library photo that fails to load for the shipped fallback', () => {
    const { container } = renderImage(
      <FallbackImage src={PHOTO} fallback="/fallback.svg" alt="Gone" sizes={SIZES} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Gone' }));
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Gone' });
    expect(img).toHaveAttribute('src', '/fallback.svg');
    expect(img).not.toHaveAttribute('srcset');
  });
});
