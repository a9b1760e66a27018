// The zod schemas (@tours/shared-ui/schemas) are fetched when a form shows, not with the page:
// zod is the largest library a visitor who never submits a form would otherwise download.
import { useEffect } from 'react';

export const loadSchemas = () => import('@tours/shared-ui/schemas');

export type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

/** Starts fetching the schemas when the form mounts, so that they are there by the first submit. */
export function useSchemas(): typeof loadSchemas {
  useEffect(() => {
    // A failed fetch is retried by the submit, which reports it.
    loadSchemas().catch(() => undefined);
  }, []);
  return loadSchemas;
}
