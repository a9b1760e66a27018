// One language's translation of a record (issue 29): per translatable field, the English for
// reference (read only) beside the translation's input, each input marked with its language
// (`lang="bn"`, `lang="hi"`) so browsers pick the script's fonts and keyboards and screen readers
// its voice. Lists (the price labels too) and the itinerary are translated entry by entry beside
// theirs; the blog's main content in the same rich-text editor as the English. Saved with PUT,
// removed with DELETE (after a confirmation); the server's refusal is said above the buttons.
import type { StoredTranslation } from '@tours/shared-ui/api';
import type { ContentLocale } from '@tours/shared-ui/domain';
import type {
  FieldSpec as TranslatableField,
  TranslatedFields,
} from '@tours/shared-ui/translations';
import { Button, Col, Form, Input, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

import { formatDateTime } from '../lib/format';
import {
  dayKeysOf,
  entryCount,
  toTranslatedFields,
  toTranslationValues,
  type TranslationValues,
} from '../lib/translations/form-values';
import { TRANSLATIONS_TEXTS as T } from '../lib/translations/texts';
import { CheckedForm, type ServerRefusal } from './checked-form';
import { RichTextEditor } from './rich-text-editor';
import { LocaleName } from './translation-badges';
import { useConfirmDelete } from './use-confirm-delete';

interface TranslationFormProps {
  locale: ContentLocale;
  fields: readonly TranslatableField[];
  /** The record's English values of those fields. */
  english: object;
  stored: StoredTranslation | null;
  busy: boolean;
  refusal: ServerRefusal | null;
  onSave: (fields: TranslatedFields) => void;
  onRemove: () => void;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The English of a field (or of a list's entry), read only, named like its translation. */
function EnglishText({
  label,
  value,
  html = false,
}: {
  label: string;
  value: string;
  html?: boolean;
}) {
  const { token } = theme.useToken();
  const box = {
    padding: '4px 11px',
    minHeight: 32,
    border: `1px dashed ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    background: token.colorFillQuaternary,
    whiteSpace: html ? undefined : ('pre-wrap' as const),
    overflowWrap: 'anywhere' as const,
  };
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <Typography.Text type="secondary" style={{ display: 'block', paddingBottom: 8 }}>
        {label}
      </Typography.Text>
      {!value ? (
        <div style={box}>{T.emptyEnglish}</div>
      ) : html ? (
        // The English editor shows the same HTML: sanitised by the API when it was stored.
        <div lang="en" style={box} dangerouslySetInnerHTML={{ __html: value }} />
      ) : (
        <div lang="en" style={box}>
          {value}
        </div>
      )}
    </div>
  );
}

/** The English beside (left on wide screens, above on narrow ones) and the translation's input. */
function Beside({ english, children }: { english: ReactNode; children: ReactNode }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        {english}
      </Col>
      <Col xs={24} md={12}>
        {children}
      </Col>
    </Row>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 16, fontWeight: 600, marginBottom: 8, border: 0 }}>
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

export function TranslationForm({
  locale,
  fields,
  english,
  stored,
  busy,
  refusal,
  onSave,
  onRemove,
}: TranslationFormProps) {
  const confirm = useConfirmDelete();
  const source = english as Record<string, unknown>;
  const own = (stored?.fields ?? {}) as Record<string, unknown>;
  const inLocale = (label: string) => (
    <>
      {label} in <LocaleName locale={locale} />
    </>
  );

  /** One text: the English beside its translation's input at `name` (a field or an entry). */
  const row = (
    key: string,
    name: string | Array<string | number>,
    label: string,
    englishValue: unknown,
    kind: TranslatableField['kind'],
  ) => (
    <Beside
      key={key}
      english={
        <EnglishText
          label={T.englishLabel(label)}
          value={textOf(englishValue)}
          html={kind === 'html'}
        />
      }
    >
      <Form.Item name={name} label={inLocale(label)}>
        {kind === 'html' ? (
          <RichTextEditor label={T.fieldLabel(label, locale)} lang={locale} />
        ) : kind === 'long-text' ? (
          <Input.TextArea lang={locale} rows={4} />
        ) : (
          <Input lang={locale} />
        )}
      </Form.Item>
    </Beside>
  );

  const fieldRows = (field: TranslatableField) => {
    const { name, kind, label } = field;
    if (kind === 'list' || kind === 'prices-labels') {
      const entries = Array.isArray(source[name]) ? (source[name] as unknown[]) : [];
      const count = entryCount(source[name], own[name]);
      if (count === 0) return null;
      return (
        <Group key={name} legend={label}>
          {Array.from({ length: count }, (_, index) =>
            row(
              `${name}.${index}`,
              [name, index],
              T.listItem(label, index),
              entries[index],
              'text',
            ),
          )}
        </Group>
      );
    }
    if (kind === 'itinerary') {
      const itinerary = (source[name] ?? {}) as {
        duration?: string;
        dayWisePlan?: Record<string, string>;
      };
      return (
        <Group key={name} legend={label}>
          {row(`${name}.duration`, [name, 'duration'], T.duration, itinerary.duration, 'text')}
          {dayKeysOf(source[name], own[name]).map((day, index) =>
            row(
              `${name}.${day}`,
              [name, 'dayWisePlan', day],
              T.day(index),
              itinerary.dayWisePlan?.[day],
              'long-text',
            ),
          )}
        </Group>
      );
    }
    return row(name, name, label, source[name], kind);
  };

  // The fields whose input has the field's own name: the server's texts for them go under them.
  const named = fields
    .filter(({ kind }) => kind === 'text' || kind === 'long-text' || kind === 'html')
    .map(({ name }) => name);

  return (
    <>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {stored ? T.lastSaved(formatDateTime(stored.updatedAt)) : T.notYetSaved}
      </Typography.Paragraph>
      <CheckedForm<TranslationValues, TranslatedFields>
        name={`translation-${locale}`}
        fields={named}
        initialValues={toTranslationValues(fields, english, stored?.fields)}
        validate={(values) =>
          toTranslatedFields(fields, values, {
            listIncomplete: T.listIncomplete,
            nothing: T.nothingToSave,
          })
        }
        onSubmit={onSave}
        submitLabel={T.save(locale)}
        saving={busy}
        refusal={refusal}
        extra={
          <Button
            danger
            disabled={!stored || busy}
            onClick={() => confirm(T.removeConfirm(locale), onRemove)}
          >
            {T.remove(locale)}
          </Button>
        }
      >
        {fields.map(fieldRows)}
      </CheckedForm>
    </>
  );
}
