// /admin/manage-destinations (SPEC §2): the destination form (closed until Add or Edit) and the
// table; the list is fetched again after each save or delete.
import { ManagePage } from '../../../components/manage-page';
import { destinationsActions } from '../slice';
import { destinationsSelectors } from '../slice/selectors';
import { DESTINATIONS_TEXTS } from '../texts';
import { DestinationForm } from './destination-form';
import { DestinationsTable } from './destinations-table';

export function DestinationsPage() {
  return (
    <ManagePage
      actions={destinationsActions}
      selectState={destinationsSelectors.selectState}
      texts={DESTINATIONS_TEXTS}
      renderForm={(form) => <DestinationForm {...form} />}
      renderList={(list) => <DestinationsTable {...list} />}
    />
  );
}
