// The destination's package facts (issue 26), which the trip finder filters by: SPEC's six themes,
// nights and days, and the months a tailor-made trip runs (its season).
import { TRIP_THEMES } from '@tours/shared-ui/domain';
import { Checkbox, Col, Form, Input, Row } from 'antd';

import { MONTH_NAMES, TRIP_FACTS_TEXTS as T } from '../texts';
import { FormFieldset } from './form-fieldset';

const THEME_OPTIONS = TRIP_THEMES.map((theme) => ({ value: theme, label: theme }));
const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({ value: index + 1, label: name }));

export function TripFactsFields() {
  return (
    <FormFieldset legend={T.legend}>
      <Form.Item name="themes" label={T.themes}>
        <Checkbox.Group options={THEME_OPTIONS} aria-label={T.themes} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="nights" label={T.nights}>
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="days" label={T.days}>
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="months" label={T.months}>
        <Checkbox.Group options={MONTH_OPTIONS} aria-label={T.months} />
      </Form.Item>
    </FormFieldset>
  );
}
