// The language tabs of a content editor (issue 29): 'English' (the editor's own form, unchanged),
// 'বাংলা' and 'हिन्दी', each the record's translation beside its English (translation-form.tsx).
// The record's translations are fetched when a language tab is first opened. A record not saved
// yet has nothing to translate: its language tabs wait, and a hint says to save the English first.
import { CONTENT_LOCALES, type ContentLocale } from '@tours/shared-ui/domain';
import { TRANSLATABLE_FIELDS, type TranslationKind } from '@tours/shared-ui/translations';
import { Alert, Button, Tabs, Typography } from 'antd';
import { useMemo, useRef, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { translationsActions } from '../lib/translations/slice';
import { selectRecordTranslations } from '../lib/translations/slice/selectors';
import { KIND_NAMES, TRANSLATIONS_TEXTS as T } from '../lib/translations/texts';
import { PageLoading } from './page-loading';
import { LocaleName } from './translation-badges';
import { TranslationForm } from './translation-form';

interface TranslationPanelProps {
  kind: TranslationKind;
  id: string;
  locale: ContentLocale;
}

function TranslationPanel({ kind, id, locale }: TranslationPanelProps) {
  const dispatch = useDispatch();
  const ref = useMemo(() => ({ kind, id }), [kind, id]);
  const record = useSelector(selectRecordTranslations(ref));

  if (!record || record.status === 'loading' || record.status === 'idle') {
    return <PageLoading text={T.loading} />;
  }
  if (record.status === 'failed' || !record.value) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={record.error ?? T.fetchFailed}
        action={
          <Button onClick={() => dispatch(translationsActions.recordRequested(ref))}>
            {T.retry}
          </Button>
        }
      />
    );
  }
  return (
    <TranslationForm
      // A new form with each stored answer (fetched, saved, removed): it shows what is stored.
      key={record.revisions[locale]}
      locale={locale}
      fields={TRANSLATABLE_FIELDS[kind]}
      english={record.value.english}
      stored={record.value[locale]}
      busy={record.busy.includes(locale)}
      refusal={record.refusals[locale] ?? null}
      onSave={(fields) => dispatch(translationsActions.saveRequested({ ...ref, locale, fields }))}
      onRemove={() => dispatch(translationsActions.removeRequested({ ...ref, locale }))}
    />
  );
}

interface TranslationTabsProps {
  kind: TranslationKind;
  /** The record edited; null for a new one (not saved yet). */
  id: string | null;
  /** The English tab: the editor's own form. */
  children: ReactNode;
}

export function TranslationTabs({ kind, id, children }: TranslationTabsProps) {
  const dispatch = useDispatch();
  const fetched = useRef(false);

  return (
    <>
      {!id && (
        <Typography.Paragraph type="secondary">
          {T.saveEnglishFirst(KIND_NAMES[kind])}
        </Typography.Paragraph>
      )}
      <Tabs
        defaultActiveKey="en"
        onChange={(key) => {
          // Fetched once per opened editor, when the first language tab opens.
          if (id && key !== 'en' && !fetched.current) {
            fetched.current = true;
            dispatch(translationsActions.recordRequested({ kind, id }));
          }
        }}
        items={[
          { key: 'en', label: T.english, children },
          ...CONTENT_LOCALES.map((locale) => ({
            key: locale,
            label: <LocaleName locale={locale} />,
            disabled: !id,
            children: id ? <TranslationPanel kind={kind} id={id} locale={locale} /> : null,
          })),
        ]}
      />
    </>
  );
}
