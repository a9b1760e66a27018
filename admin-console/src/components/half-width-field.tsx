// A field of a two-column form row (the blog and destination forms): half the width on wide
// screens, the whole width on narrow ones. A text input unless it is given its own control.
import { Col, Form, Input, type FormItemProps } from 'antd';

interface HalfWidthFieldProps extends FormItemProps {
  /** Opens the URL keyboard (inputMode, not type="url": stored media paths are not URLs). */
  url?: boolean;
}

export function HalfWidthField({ url = false, children, ...item }: HalfWidthFieldProps) {
  return (
    <Col xs={24} md={12}>
      <Form.Item {...item}>{children ?? <Input inputMode={url ? 'url' : undefined} />}</Form.Item>
    </Col>
  );
}
