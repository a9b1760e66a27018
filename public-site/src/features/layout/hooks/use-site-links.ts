// The frame's links as shown: their texts and addresses in the page's language.
import { useMemo } from 'react';

import { useLocalePath, useTexts } from '../../../lib/i18n';
import { layoutTexts, type SiteLink, type SiteLinkEntry } from '../texts';

export function useSiteLinks(entries: readonly SiteLinkEntry[]): SiteLink[] {
  const t = useTexts(layoutTexts);
  const localePath = useLocalePath();
  return useMemo(
    () => entries.map(({ key, to }) => ({ label: t(key), to: localePath(to) })),
    [entries, t, localePath],
  );
}
