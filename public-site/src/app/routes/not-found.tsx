// The not-found page chunk, for every path no other route claims. Not a page to index.
import { NotFound } from '../../features/not-found/components/not-found';
import { NOT_FOUND_PAGE_TITLE } from '../../features/not-found/texts';
import { usePageTitle } from '../../lib/page-title';
import { usePageStatus } from '../../lib/ssr-context';

export default function NotFoundRoute() {
  usePageTitle(NOT_FOUND_PAGE_TITLE, undefined, { robots: 'noindex' });
  usePageStatus(404);
  return <NotFound />;
}
