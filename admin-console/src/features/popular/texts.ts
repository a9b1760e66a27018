// Texts of Manage Popular Destinations (SPEC §2, §5, §8), shared by components, saga and tests.
import { manageTexts } from '../../lib/manage-texts';

// SPEC §8 lists the delete banner with the popular ones: it names a destination, not a 'popular' one.
export const POPULAR_TEXTS = manageTexts('popular destination', 'popular destinations', {
  deleted: 'Destination deleted successfully!',
});

export const LABELS = {
  title: 'Title',
  src: 'Image URL',
  path: 'Path',
  pathHelp: 'The destination page the card opens: /destinations/{path}.',
  description: 'Description',
} as const;
