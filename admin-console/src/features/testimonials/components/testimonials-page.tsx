// /admin/manage-testimonials (SPEC §2): what travellers say, as a card grid with Edit and Delete,
// and the form (closed until Add or Edit).
import { ItemCardGrid } from '../../../components/item-card-grid';
import { ManagePage } from '../../../components/manage-page';
import { testimonialsActions } from '../slice';
import { testimonialsSelectors } from '../slice/selectors';
import { DELETE, EDIT, PAGE_TEXTS, TESTIMONIALS_EMPTY } from '../texts';
import { TestimonialForm } from './testimonial-form';

export function TestimonialsPage() {
  return (
    <ManagePage
      actions={testimonialsActions}
      selectState={testimonialsSelectors.selectState}
      texts={PAGE_TEXTS}
      renderForm={(form) => <TestimonialForm {...form} />}
      renderList={(list) => (
        <ItemCardGrid
          {...list}
          emptyText={TESTIMONIALS_EMPTY}
          editLabel={EDIT}
          deleteLabel={DELETE}
          card={(item) => ({
            avatar: true,
            image: item.image,
            title: item.name,
            subtitle: item.title,
            text: item.feedback,
          })}
        />
      )}
    />
  );
}
