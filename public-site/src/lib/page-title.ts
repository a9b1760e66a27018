// Page titles read '{page} | {siteName}' everywhere on the public site.
import { usePageMeta, useRuntimeConfig } from '@tours/shared-ui/components';

export function usePageTitle(page: string, description?: string): void {
  const { siteName } = useRuntimeConfig();
  usePageMeta({ title: `${page} | ${siteName}`, description });
}
