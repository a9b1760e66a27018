// The language tabs of a content editor (issue 29): 'English' (the editor's own form, unchanged),
// 'বাংলা' and 'हिन्दी', each the record's translation beside its English (translation-form.tsx).
// The record's translations are fetched when a language tab is first opened. A record not saved
// yet has nothing to translate: its language tabs wait, and a hint says to save the English first.
// A record whose English is not edited in the admin (a policy page: the site's own text) has no
// English tab: its first language tab is open from the start, so its translations are fetched then.
// Each language shows the fields the record has (translatableFieldsOf: a policy page its own).
import { CONTENT_LOCALES, type ContentLocale } from '@tours/shared-ui/domain';
import { translatableFieldsOf, type TranslationKind } from '@tours/shared-ui/translations';
import { Alert, Button, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
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
      fields={translatableFieldsOf(kind, record.value.english)}
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
  /** The English tab: the editor's own form; none when the English is not edited here. */
  children?: ReactNode;
}

export function TranslationTabs({ kind, id, children }: TranslationTabsProps) {
  const dispatch = useDispatch();
  /** The record whose translations this editor asked for. */
  const fetched = useRef<string | null>(null);
  const hasEnglish = children !== undefined;

  // Fetched once per record, when its first language tab opens.
  const fetchOnce = useCallback(() => {
    if (id && fetched.current !== id) {
      fetched.current = id;
      dispatch(translationsActions.recordRequested({ kind, id }));
    }
  }, [dispatch, kind, id]);
  // No English tab: a language tab is open from the start. (The ref keeps StrictMode's second
  // run of the effect from asking again.)
  useEffect(() => {
    if (!hasEnglish) fetchOnce();
  }, [hasEnglish, fetchOnce]);

  return (
    <>
      {!id && (
        <Typography.Paragraph type="secondary">
          {T.saveEnglishFirst(KIND_NAMES[kind])}
        </Typography.Paragraph>
      )}
      <Tabs
        defaultActiveKey={hasEnglish ? 'en' : CONTENT_LOCALES[0]}
        onChange={(key) => {
          if (key !== 'en') fetchOnce();
        }}
        items={[
          ...(hasEnglish ? [{ key: 'en', label: T.english, children }] : []),
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
