import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'article' | 'div' | 'li';
  children: ReactNode;
}

export function Card({ as: Tag = 'article', className, children, ...rest }: CardProps) {
  return (
    <Tag {...rest} className={['tui-card', className].filter(Boolean).join(' ')}>
      {children}
    </Tag>
  );
}
