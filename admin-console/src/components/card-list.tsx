// The phone layout of a list screen (bookings, money due, departures): one card per row in a real
// list, so nothing scrolls sideways at 390 px; a card's heading; and its facts as label: value
// pairs that wrap.
import { Card, Flex, Typography, type CardProps } from 'antd';
import type { ReactNode } from 'react';

interface CardListProps<T> {
  rows: T[];
  /** What a card shows of its row. */
  card: (row: T) => ReactNode;
  /** The card's own props (a click that opens the row's page). */
  cardProps?: (row: T) => CardProps;
  /** The list is being fetched again. */
  reloading?: boolean;
}

export function CardList<T extends { _id: string }>({
  rows,
  card,
  cardProps,
  reloading,
}: CardListProps<T>) {
  return (
    <Flex
      vertical
      gap="middle"
      component="ul"
      aria-busy={reloading}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {rows.map((row) => (
        <li key={row._id}>
          <Card size="small" {...cardProps?.(row)}>
            {card(row)}
          </Card>
        </li>
      ))}
    </Flex>
  );
}

/** A card's heading: the page's h1 is the screen's title, each card's is an h2. */
export function CardHeading({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 17, margin: 0 }}>
      {children}
    </Typography.Title>
  );
}

const ROW = { display: 'flex', flexWrap: 'wrap', gap: '0 8px', margin: 0 } as const;

/** The table's columns as label: value pairs. */
export function CardFacts({ pairs }: { pairs: Array<[string, ReactNode]> }) {
  return (
    <dl style={{ margin: 0, overflowWrap: 'anywhere' }}>
      {pairs.map(([label, value]) => (
        <div key={label} style={ROW}>
          <dt style={{ fontWeight: 600 }}>{label}:</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
