// The blog form (SPEC §3, §5): title, slug and author required ('Please fill in all required
// fields.'), introduction and main content required, the category picked or typed, the main
// content in the rich-text editor.
import { BLOG_STATUSES, type Blog, type BlogInput } from '@tours/shared-ui/domain';
import { AutoComplete, Form, Input, Radio, Row } from 'antd';

import { EditorForm } from '../../../components/editor-form';
import { HalfWidthField } from '../../../components/half-width-field';
import { ImageField, ImageListField } from '../../../components/image-field';
import type { ManageFormProps } from '../../../components/manage-page';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { useEditorForm } from '../../../components/use-editor-form';
import { toBlogFormValues, toBlogInput } from '../form-values';
import type { BlogFormValues } from '../slice/types';
import { BLOGS_TEXTS, GALLERY, LABELS, REQUIRED_FIELDS_MESSAGE } from '../texts';

interface BlogFormProps extends ManageFormProps<Blog, BlogInput> {
  /** The categories offered; a new one can be typed. */
  categories: string[];
}

const requiredField = [{ required: true, whitespace: true, message: REQUIRED_FIELDS_MESSAGE }];

export function BlogForm(props: BlogFormProps) {
  const { item: blog, categories, serverErrors, onSubmit } = props;
  const editor = useEditorForm<BlogFormValues, BlogInput>({
    initialValues: toBlogFormValues(blog),
    serverErrors,
    toInput: toBlogInput,
    onSubmit,
    fieldOf: (name) => (name in toBlogFormValues(null) ? name : null),
  });

  return (
    <EditorForm {...props} editor={editor} name="blog" texts={BLOGS_TEXTS} translations="blogs">
      <Row gutter={16}>
        <HalfWidthField label={LABELS.title} name="title" rules={requiredField} />
        <HalfWidthField
          label={LABELS.slug}
          name="slug"
          rules={requiredField}
          extra={LABELS.slugHelp}
        />
        <HalfWidthField label={LABELS.author} name="author" rules={requiredField} />
        <HalfWidthField label={LABELS.category} name="category" extra={LABELS.categoryHelp}>
          <AutoComplete
            options={categories.map((category) => ({ value: category }))}
            showSearch={{
              filterOption: (input, option) =>
                String(option?.value ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase()),
            }}
          />
        </HalfWidthField>
        <HalfWidthField label={LABELS.coverImage} name="coverImage">
          <ImageField purpose={LABELS.coverImage} />
        </HalfWidthField>
        <HalfWidthField label={LABELS.tags} name="tags" extra={LABELS.tagsHelp} />
      </Row>
      <Form.Item
        label={LABELS.introduction}
        name="introduction"
        rules={[{ required: true, whitespace: true, message: 'Introduction is required.' }]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item
        label={LABELS.mainContent}
        name="mainContent"
        rules={[{ required: true, whitespace: true, message: 'Main content is required.' }]}
      >
        <RichTextEditor label={LABELS.mainContent} />
      </Form.Item>
      <ImageListField
        name="gallery"
        legend={GALLERY.legend}
        itemLabel={GALLERY.item}
        addLabel={GALLERY.add}
      />
      <Row gutter={16}>
        <HalfWidthField label={LABELS.metaTitle} name="metaTitle" />
        <HalfWidthField
          label={LABELS.metaKeywords}
          name="metaKeywords"
          extra={LABELS.metaKeywordsHelp}
        />
      </Row>
      <Form.Item label={LABELS.metaDescription} name="metaDescription">
        <Input.TextArea rows={2} />
      </Form.Item>
      <Row gutter={16}>
        <HalfWidthField label={LABELS.status} name="status">
          <Radio.Group
            optionType="button"
            options={BLOG_STATUSES.map((status) => ({ label: status, value: status }))}
          />
        </HalfWidthField>
        <HalfWidthField label={LABELS.publishedDate} name="publishedDate">
          <Input type="date" />
        </HalfWidthField>
      </Row>
    </EditorForm>
  );
}
