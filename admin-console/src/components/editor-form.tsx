// A manage screen's create/edit form (blogs, destinations, the short fields forms): the panel
// headed 'New …' or 'Edit …', the vertical antd form (disabled while saving) holding the feature's
// fields, then Save or Update, and Cancel. A content editor has it as its English tab, beside
// a tab per language of the record's translations (issue 29, translation-tabs.tsx).
import type { TranslationKind } from '@tours/shared-ui/translations';
import { Form } from 'antd';
import type { ReactNode } from 'react';

import { EditorPanel, FormActions } from './editor-panel';
import { TranslationTabs } from './translation-tabs';
import type { EditorFormState } from './use-editor-form';

/** The form's heading and submit button, for a new item and for an edited one. */
export interface EditorFormTexts {
  titleCreate: string;
  titleEdit: string;
  submitCreate: string;
  submitEdit: string;
}

interface EditorFormProps<V extends object> {
  /** The edited item; null for a new one. */
  item: unknown;
  /** The form, its first values and its submit (components/use-editor-form.ts). */
  editor: EditorFormState<V>;
  name: string;
  texts: EditorFormTexts;
  saving: boolean;
  onCancel: () => void;
  children: ReactNode;
  /** The content's kind: the form becomes the English tab beside the language tabs. */
  translations?: TranslationKind;
}

const idOf = (item: unknown): string | null =>
  item && typeof item === 'object' && '_id' in item && typeof item._id === 'string'
    ? item._id
    : null;

export function EditorForm<V extends object>({
  item,
  editor,
  name,
  texts,
  saving,
  onCancel,
  children,
  translations,
}: EditorFormProps<V>) {
  const form = (
    <Form<V>
      form={editor.form}
      name={name}
      layout="vertical"
      initialValues={editor.initialValues}
      onFinish={editor.onFinish}
      disabled={saving}
    >
      {children}
      <FormActions
        submitLabel={item ? texts.submitEdit : texts.submitCreate}
        saving={saving}
        onCancel={onCancel}
      />
    </Form>
  );
  return (
    <EditorPanel title={item ? texts.titleEdit : texts.titleCreate}>
      {translations ? (
        <TranslationTabs kind={translations} id={idOf(item)}>
          {form}
        </TranslationTabs>
      ) : (
        form
      )}
    </EditorPanel>
  );
}
