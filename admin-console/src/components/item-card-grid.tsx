// The card grid of a manage screen (popular destinations, testimonials): one ItemCard per item
// with Edit and Delete, or the screen's empty text.
import { Col, Row, Typography } from 'antd';

import type { Entity } from '../lib/manage-resource';
import { ItemCard, type ItemCardContent } from './item-card';
import type { ManageListProps } from './manage-page';

interface ItemCardGridProps<T> extends ManageListProps<T> {
  emptyText: string;
  editLabel: string;
  deleteLabel: string;
  /** What a card shows of its item. */
  card: (item: T) => ItemCardContent;
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
}: ItemCardGridProps<T>) {
  if (items.length === 0) return <Typography.Paragraph>{emptyText}</Typography.Paragraph>;
  return (
    <Row gutter={[16, 16]} role="list" aria-busy={reloading}>
      {items.map((item) => (
        <Col key={item._id} xs={24} sm={12} lg={8} role="listitem">
          <ItemCard
            {...card(item)}
            editLabel={editLabel}
            deleteLabel={deleteLabel}
            deleting={deletingId === item._id}
            onEdit={() => onEdit(item._id)}
            onDelete={() => onDelete(item._id)}
          />
        </Col>
      ))}
    </Row>
  );
}
