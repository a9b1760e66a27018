// A form list of short texts (prices, highlights, image URLs, day plans): one input per entry,
// each with its own accessible name ('Price 2') and a remove button, and an add button. A list of
// images (components/image-field.tsx) gives its own input and adds entries from its footer.
import { Button, Flex, Form, Input } from 'antd';
import type { ReactElement, ReactNode } from 'react';

interface TextListFieldProps {
  name: string | Array<string | number>;
  /** The group's visible name, e.g. 'Prices'. */
  legend: string;
  /** One entry's name; entries are numbered from 1, e.g. 'Price 1'. */
  itemLabel: string;
  addLabel: string;
  multiline?: boolean;
  placeholder?: string;
  /** Show each entry's name beside it ('Day 1'), where the number itself means something. */
  showItemLabels?: boolean;
  /** The input of one entry, named `label` (a text input by default). */
  renderInput?: (label: string) => ReactElement;
  /** Below the add button: more ways to add entries (an upload, a picker). */
  footer?: (add: (value: string) => void) => ReactNode;
}

const fieldsetStyle = {
  border: '1px solid #d9d9d9',
  borderRadius: 8,
  padding: '8px 16px 16px',
  margin: '0 0 24px',
} as const;

export function TextListField({
  name,
  legend,
  itemLabel,
  addLabel,
  multiline = false,
  placeholder,
  showItemLabels = false,
  renderInput,
  footer,
}: TextListFieldProps) {
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={{ width: 'auto', padding: '0 4px', marginBottom: 8, fontSize: 14, border: 0 }}>
        {legend}
      </legend>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <Flex vertical gap="small">
            {fields.map((field, index) => {
              const label = `${itemLabel} ${index + 1}`;
              return (
                <Flex key={field.key} gap="small" align="start">
                  {showItemLabels && (
                    // The input is named by its aria-label; this is the same text, for the eye.
                    <span aria-hidden style={{ minWidth: 48, paddingTop: 5, whiteSpace: 'nowrap' }}>
                      {label}
                    </span>
                  )}
                  <Form.Item name={field.name} noStyle>
                    {renderInput ? (
                      renderInput(label)
                    ) : multiline ? (
                      <Input.TextArea aria-label={label} placeholder={placeholder} rows={2} />
                    ) : (
                      <Input aria-label={label} placeholder={placeholder} />
                    )}
                  </Form.Item>
                  <Button aria-label={`Remove ${label}`} onClick={() => remove(field.name)}>
                    Remove
                  </Button>
                </Flex>
              );
            })}
            <div>
              <Button type="dashed" onClick={() => add('')}>
                {addLabel}
              </Button>
            </div>
            {footer?.((value) => add(value))}
          </Flex>
        )}
      </Form.List>
    </fieldset>
  );
}
