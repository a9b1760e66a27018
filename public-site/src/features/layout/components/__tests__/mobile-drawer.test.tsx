import { act, fireEvent, screen, within } from '@testing-library/react';

import { renderApp } from '../../../../testing/render-with-providers';

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

async function openDrawer(route = '/nowhere') {
  const view = renderApp({
    route,
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  await screen.findByRole('heading', { level: 1 });
  const menuButton = screen.getByRole('button', { name: 'Menu' });
  await view.user.click(menuButton);
  return { ...view, menuButton };
}

describe('Mobile drawer', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setScrollY(0);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('the menu button opens it: expanded state, controls the drawer, focus moves in', async () => {
    renderApp({
      route: '/nowhere',
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    await screen.findByRole('heading', { level: 1 });
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    fireEvent.click(menuButton);
    // The drawer is downloaded the first time it is wanted.
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAttribute('aria-controls', drawer.id);
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Places', '/places'],
      ['Blogs', '/blogs'],
    ]);
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('the close button closes it and focus returns to the menu button', async () => {
    const { user, menuButton } = await openDrawer();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('Escape closes it', async () => {
    const { user } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('a link to another page closes it on the route change', async () => {
    const { user } = await openDrawer('/nowhere');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Blogs' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Travel Blogs' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/blogs');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('tapping the link of the page already shown closes it after exactly 50 ms', async () => {
    const { user } = await openDrawer('/blogs');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Blogs' }),
    );
    act(() => {
      jest.advanceTimersByTime(49);
    });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes on route change', async () => {
    const { user } = await openDrawer('/nowhere');
    // Navigation that does not come from the drawer (here a footer link; history works the same).
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/about');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes when the backdrop is tapped', async () => {
    const { user } = await openDrawer();
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('stays open on slow scrolling and closes on fast scrolling (above 0.5 px per ms)', async () => {
    await openDrawer();
    act(() => {
      jest.advanceTimersByTime(100);
      setScrollY(40); // 40 px in 100 ms = 0.4 px/ms
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(100);
      setScrollY(90); // 50 px in 100 ms = 0.5 px/ms: not above the threshold
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(20);
      setScrollY(130); // 40 px in 20 ms = 2 px/ms
      fireEvent.scroll(window);
    });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('keeps Tab focus inside while open', async () => {
    const { user } = await openDrawer();
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    within(drawer).getByRole('link', { name: 'Blogs' }).focus();
    await user.tab();
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(drawer).getByRole('link', { name: 'Blogs' })).toHaveFocus();
  });
});
