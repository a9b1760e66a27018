// Entry point @tours/shared-ui/router: the one router every app uses, shared as a federation
// singleton. A shared module keeps all its exports (webpack cannot know what a remote will ask
// for), so sharing react-router itself shipped all of it (data routers, turbo-stream, ...). This
// facade names exactly what the apps use, and webpack tree-shakes react-router inside it.
// Add an export here before using a new router API in an app (ESLint forbids direct imports).
// Tests take MemoryRouter from react-router-dom itself (the same module in Jest): kept out of
// here, no visitor downloads it.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction, Location } from 'react-router-dom';
