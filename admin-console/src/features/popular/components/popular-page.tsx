// /admin/manage-popular (SPEC §2): the destinations featured on the home page, as a card grid
// with Edit and Delete, and the form (closed until Add or Edit).
import { ItemCardGrid } from '../../../components/item-card-grid';
import { ManagePage } from '../../../components/manage-page';
import { popularActions } from '../slice';
import { popularSelectors } from '../slice/selectors';
import { POPULAR_TEXTS } from '../texts';
import { PopularForm } from './popular-form';

export function PopularPage() {
  return (
    <ManagePage
      actions={popularActions}
      selectState={popularSelectors.selectState}
      texts={POPULAR_TEXTS}
      renderForm={(form) => <PopularForm {...form} />}
      renderList={(list) => (
        <ItemCardGrid
          {...list}
          emptyText={POPULAR_TEXTS.empty}
          translations="popular"
          editLabel={POPULAR_TEXTS.edit}
          deleteLabel={POPULAR_TEXTS.delete}
          card={(item) => ({
            image: item.src,
            title: item.title,
            subtitle: `/destinations/${item.path}`,
            text: item.description,
          })}
        />
      )}
    />
  );
}
