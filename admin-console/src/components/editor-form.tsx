// A manage screen's create/edit form (blogs, destinations, the short fields forms): the panel
// headed 'New …' or 'Edit …', the vertical antd form (disabled while saving) holding the feature's
// fields, then Save or Update, and Cancel.
import { Form } from 'antd';
import type { ReactNode } from 'react';

import { EditorPanel, FormActions } from './editor-panel';
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
}

export function EditorForm<V extends object>({
  item,
  editor,
  name,
  texts,
  saving,
  onCancel,
  children,
}: EditorFormProps<V>) {
  return (
    <EditorPanel title={item ? texts.titleEdit : texts.titleCreate}>
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
    </EditorPanel>
  );
}
