// What a public page shows for a fetched list (SPEC §8): the failure, the loading text while
// nothing is there yet, the empty text, or the list itself.
import { Alert, Spinner } from '@tours/shared-ui/components';
import type { ReactNode } from 'react';

interface ListStatusProps {
  error: string | null;
  loading: boolean;
  empty: boolean;
  loadingText: string;
  emptyText: string;
  children: ReactNode;
}

export function ListStatus({
  error,
  loading,
  empty,
  loadingText,
  emptyText,
  children,
}: ListStatusProps) {
  if (error) return <Alert tone="error">{error}</Alert>;
  if (loading) return <Spinner label={loadingText} />;
  if (empty) return <p className="ps-status">{emptyText}</p>;
  return <>{children}</>;
}
