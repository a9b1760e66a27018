// The not-found page chunk, for every path no other route claims. Not a page to index.
import { NotFound } from '../../features/not-found/components/not-found';
import { notFoundTexts } from '../../features/not-found/texts';
import { useTexts } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { usePageStatus } from '../../lib/ssr-context';

export default function NotFoundRoute() {
  const t = useTexts(notFoundTexts);
  usePageTitle(t('pageTitle'), undefined, { robots: 'noindex' });
  usePageStatus(404);
  return <NotFound />;
}
