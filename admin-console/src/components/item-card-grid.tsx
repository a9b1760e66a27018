// The card grid of a manage screen (popular destinations, testimonials): one ItemCard per item
// with Edit and Delete, or the screen's empty text.
import type { TranslationKind } from '@tours/shared-ui/translations';
import { Typography } from 'antd';

import type { Entity } from '../lib/manage-resource';
import { ItemCard, type ItemCardContent } from './item-card';
import type { ManageListProps } from './manage-page';
import { useTranslationBadges } from './translation-badges';

/** A list of cards: one column on a phone, up to three on a wide screen. */
export const CARD_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

interface ItemCardGridProps<T> extends ManageListProps<T> {
  emptyText: string;
  editLabel: string;
  deleteLabel: string;
  /** What a card shows of its item. */
  card: (item: T) => ItemCardContent;
  /** The items' content translations: each card's badges (issue 29). */
  translations: TranslationKind;
}

export function ItemCardGrid<T extends Entity>({
  items,
  reloading,
  deletingId,
  onEdit,
  onDelete,
  emptyText,
  editLabel,
  deleteLabel,
  card,
  translations,
}: ItemCardGridProps<T>) {
  const { badgesOf, note } = useTranslationBadges(translations, items);
  if (items.length === 0) return <Typography.Paragraph>{emptyText}</Typography.Paragraph>;
  return (
    <>
      {note}
      {/* A real list: antd's Row and Col are divs, which would need list roles. */}
      <ul aria-busy={reloading} style={CARD_GRID}>
        {items.map((item) => (
          <li key={item._id}>
            <ItemCard
              {...card(item)}
              badges={badgesOf(item._id)}
              editLabel={editLabel}
              deleteLabel={deleteLabel}
              deleting={deletingId === item._id}
              onEdit={() => onEdit(item._id)}
              onDelete={() => onDelete(item._id)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
