// /admin/manage-testimonials (SPEC §2): what travellers say, as a card grid with Edit and Delete,
// and the form (closed until Add or Edit).
import { ItemCardGrid } from '../../../components/item-card-grid';
import { ManagePage } from '../../../components/manage-page';
import { testimonialsActions } from '../slice';
import { testimonialsSelectors } from '../slice/selectors';
import { TESTIMONIALS_TEXTS } from '../texts';
import { TestimonialForm } from './testimonial-form';

export function TestimonialsPage() {
  return (
    <ManagePage
      actions={testimonialsActions}
      selectState={testimonialsSelectors.selectState}
      texts={TESTIMONIALS_TEXTS}
      renderForm={(form) => <TestimonialForm {...form} />}
      renderList={(list) => (
        <ItemCardGrid
          {...list}
          emptyText={TESTIMONIALS_TEXTS.empty}
          translations="testimonials"
          editLabel={TESTIMONIALS_TEXTS.edit}
          deleteLabel={TESTIMONIALS_TEXTS.delete}
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
