import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { Link, Route, Routes, useLocation } from '../index';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

describe('@tours/shared-ui/router', () => {
  it('routes and links like react-router-dom', () => {
    render(
      <MemoryRouter initialEntries={['/blogs']}>
        <Routes>
          <Route path="/blogs" element={<Link to="/places">Places</Link>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Places' })).toHaveAttribute('href', '/places');
  });

  it('shares the router context with react-router-dom (one router instance, as tests rely on)', () => {
    render(
      <MemoryRouter initialEntries={['/destinations/puri']}>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByText('at /destinations/puri')).toBeInTheDocument();
  });
});
