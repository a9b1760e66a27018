// The 'missing translation' badges of the content lists (issue 29): per record, a tag for each
// language whose translation is missing (red) or partial (amber), in words as well as colour:
// 'বাংলা missing', 'हिन्दी partial'; nothing for a complete one. The kind's statuses are fetched
// when the list is there and again whenever it is fetched again (after a save or delete); when
// they cannot be fetched, a note says so rather than showing no badge (which would read complete).
import type { TranslationStatuses } from '@tours/shared-ui/api';
import { CONTENT_LOCALES, LOCALE_NAMES, type ContentLocale } from '@tours/shared-ui/domain';
import { type TranslationKind } from '@tours/shared-ui/translations';
import { Alert, Flex, type TableColumnType } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import type { Entity } from '../lib/manage-resource';
import { translationsActions } from '../lib/translations/slice';
import { selectTranslationStatuses } from '../lib/translations/slice/selectors';
import { TRANSLATIONS_TEXTS as T } from '../lib/translations/texts';
import { ToneTag } from './tone-tag';

/** A language's name in its own script, marked with its language for fonts and voices. */
export function LocaleName({ locale }: { locale: ContentLocale }) {
  return <span lang={locale}>{LOCALE_NAMES[locale].name}</span>;
}

/** The record's badges: one per language not completely translated. */
export function TranslationBadges({
  statuses,
}: {
  statuses: TranslationStatuses[string] | undefined;
}) {
  if (!statuses) return null;
  const tags = CONTENT_LOCALES.flatMap((locale) => {
    const status = statuses[locale];
    if (status !== 'missing' && status !== 'partial') return [];
    return [
      <ToneTag key={locale} tone={status === 'missing' ? 'red' : 'amber'}>
        <LocaleName locale={locale} /> {status === 'missing' ? T.badgeMissing : T.badgePartial}
      </ToneTag>,
    ];
  });
  return tags.length > 0 ? (
    <Flex wrap gap={4}>
      {tags}
    </Flex>
  ) : null;
}

/**
 * The kind's statuses for a list of `items`: each record's badges, and the note shown above the
 * list when the statuses could not be fetched.
 */
export function useTranslationBadges(kind: TranslationKind, items: readonly Entity[]) {
  const dispatch = useDispatch();
  const { status, byId } = useSelector(selectTranslationStatuses(kind));
  useEffect(() => {
    // Again with every fetched list: a new record, a changed English, a deleted one.
    dispatch(translationsActions.statusesRequested(kind));
  }, [dispatch, kind, items]);

  const note: ReactNode =
    status === 'failed' ? (
      // A status, not an alert: the list itself is there.
      <Alert
        type="warning"
        showIcon
        role="status"
        title={T.statusesFailed}
        style={{ marginBottom: 16 }}
      />
    ) : null;
  return {
    badgesOf: (id: string) => <TranslationBadges statuses={byId[id]} />,
    note,
  };
}

/** A table column (the row's name) with the row's badges under its own content. */
export function withBadges<T extends Entity>(
  column: TableColumnType<T>,
  badgesOf: (id: string) => ReactNode,
): TableColumnType<T> {
  return {
    ...column,
    // antd gives the cell's value (row[dataIndex]) to render.
    render: (value: unknown, row: T, index: number) => (
      <Flex vertical gap={4} align="start">
        <span>
          {column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode)}
        </span>
        {badgesOf(row._id)}
      </Flex>
    ),
  };
}
