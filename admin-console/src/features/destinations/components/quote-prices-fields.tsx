// The destination's prices that a booking's quote is estimated from (issue 25 item 5): whole
// rupees per person for each hotel category and per child (5-8 years); empty is unset. SPEC's
// price list above stays what the public page shows.
import { HOTEL_CATEGORIES } from '@tours/shared-ui/domain';
import { Col, Form, Input, Row } from 'antd';

import { QUOTE_PRICE_FIELDS, QUOTE_PRICES_TEXTS as T } from '../texts';

const fieldsetStyle = {
  border: '1px solid #d9d9d9',
  borderRadius: 8,
  padding: '8px 16px 0',
  margin: '0 0 24px',
} as const;

export function QuotePricesFields() {
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={{ width: 'auto', padding: '0 4px', marginBottom: 8, fontSize: 16 }}>
        {T.legend}
      </legend>
      <Row gutter={16}>
        {[...HOTEL_CATEGORIES, 'child' as const].map((key) => (
          <Col key={key} xs={12} md={6}>
            <Form.Item name={QUOTE_PRICE_FIELDS[key]} label={T.labels[key]}>
              <Input inputMode="numeric" autoComplete="off" placeholder={T.unset} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.65)' }}>{T.help}</p>
    </fieldset>
  );
}
