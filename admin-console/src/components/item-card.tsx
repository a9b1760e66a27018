// One item of a card grid (popular destinations, testimonials): image, title, text, Edit and
// Delete. Demo images are stored as API paths (/media/...), resolved against the API's origin; a
// library photo shows its 640 px variant, not the 1920 px one the content names.
import { useRuntimeConfig } from '@tours/shared-ui/components';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

import { thumbnailUrl } from '../lib/media/library';

/** What a card shows of its item. */
export interface ItemCardContent {
  image: string;
  title: string;
  subtitle?: ReactNode;
  text: string;
  /** Round avatar (testimonials) instead of a cover image. */
  avatar?: boolean;
}

interface ItemCardProps extends ItemCardContent {
  /** Below the title: the content translations' badges (issue 29). */
  badges?: ReactNode;
  editLabel: string;
  deleteLabel: string;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function ItemCard({
  image,
  title,
  subtitle,
  text,
  editLabel,
  deleteLabel,
  deleting,
  onEdit,
  onDelete,
  avatar = false,
  badges,
}: ItemCardProps) {
  const { apiBaseUrl } = useRuntimeConfig();
  const src = image ? thumbnailUrl(image, apiBaseUrl, 640) : '';
  const picture = src ? (
    // Decorative: the card's title says what it shows.
    <img
      src={src}
      alt=""
      loading="lazy"
      style={
        avatar
          ? { width: 64, height: 64, borderRadius: '50%', objectFit: 'cover' }
          : { width: '100%', height: 180, objectFit: 'cover' }
      }
    />
  ) : null;

  return (
    <Card cover={avatar ? undefined : picture} style={{ height: '100%' }}>
      <Flex vertical gap="small" style={{ height: '100%' }}>
        {avatar && picture}
        <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        {badges}
        <Typography.Paragraph ellipsis={{ rows: 4 }} style={{ marginBottom: 8 }}>
          {text}
        </Typography.Paragraph>
        <Flex gap="small" style={{ marginTop: 'auto' }}>
          <Button aria-label={`${editLabel} ${title}`} onClick={onEdit}>
            {editLabel}
          </Button>
          <Button
            danger
            aria-label={`${deleteLabel} ${title}`}
            disabled={deleting}
            onClick={onDelete}
          >
            {deleteLabel}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
