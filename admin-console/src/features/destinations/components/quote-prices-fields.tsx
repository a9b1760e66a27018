// The destination's prices that a booking's quote is estimated from (issue 25 item 5): whole
// rupees per person for each hotel category and per child (5-8 years); empty is unset. SPEC's
// price list above stays what the public page shows.
import { HOTEL_CATEGORIES } from '@tours/shared-ui/domain';
import { Col, Form, Input, Row } from 'antd';

import { QUOTE_PRICE_FIELDS, QUOTE_PRICES_TEXTS as T } from '../texts';
import { FormFieldset } from './form-fieldset';

export function QuotePricesFields() {
  return (
    <FormFieldset legend={T.legend}>
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
    </FormFieldset>
  );
}
