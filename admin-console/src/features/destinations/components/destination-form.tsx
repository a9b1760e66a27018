// The destination form: every field of SPEC §3, the lists as add/remove entries, the day plan
// numbered Day 1, Day 2, ... Required fields per SPEC §5, checked again with the shared schema.
import type { Destination, DestinationInput } from '@tours/shared-ui/domain';
import { Col, Form, Input, Row } from 'antd';

import { EditorForm } from '../../../components/editor-form';
import { HalfWidthField } from '../../../components/half-width-field';
import { ImageField, ImageListField } from '../../../components/image-field';
import type { ManageFormProps } from '../../../components/manage-page';
import { TextListField } from '../../../components/text-list-field';
import { useEditorForm } from '../../../components/use-editor-form';
import { TEXT_LISTS, toDestinationFormValues, toDestinationInput } from '../form-values';
import type { DestinationFormValues } from '../slice/types';
import { QuotePricesFields } from './quote-prices-fields';
import { TripFactsFields } from './trip-facts-fields';
import { DESTINATIONS_TEXTS, LABELS, LIST_FIELDS, QUOTE_PRICE_FIELDS } from '../texts';

/** The lists shown two to a row on wide screens, in this order: each text list but the day plan. */
const HALF_WIDTH_LISTS = TEXT_LISTS;

const required = (message: string) => [{ required: true, whitespace: true, message }];

export function DestinationForm(props: ManageFormProps<Destination, DestinationInput>) {
  const { item: destination, serverErrors, onSubmit } = props;
  // The schema's errors are already named by the form's fields (form-values); the API's name the
  // duration by its place in the itinerary.
  const editor = useEditorForm<DestinationFormValues, DestinationInput>({
    initialValues: toDestinationFormValues(destination),
    serverErrors,
    toInput: toDestinationInput,
    onSubmit,
    fieldOf: (name) =>
      name === 'itinerary' ? 'duration' : name === 'prices' ? QUOTE_PRICE_FIELDS.Budget : name,
  });

  const list = (
    name: keyof typeof LIST_FIELDS,
    { multiline = false, numbered = false }: { multiline?: boolean; numbered?: boolean } = {},
  ) =>
    name === 'hotelImages' || name === 'siteImages' ? (
      <ImageListField
        name={name}
        legend={LIST_FIELDS[name].legend}
        itemLabel={LIST_FIELDS[name].item}
        addLabel={LIST_FIELDS[name].add}
      />
    ) : (
      <TextListField
        name={name}
        legend={LIST_FIELDS[name].legend}
        itemLabel={LIST_FIELDS[name].item}
        addLabel={LIST_FIELDS[name].add}
        multiline={multiline}
        showItemLabels={numbered}
      />
    );

  return (
    <EditorForm
      {...props}
      editor={editor}
      name="destination"
      texts={DESTINATIONS_TEXTS}
      translations="destinations"
    >
      <Row gutter={16}>
        <HalfWidthField label={LABELS.name} name="name" rules={required('Name is required.')} />
        <HalfWidthField label={LABELS.slug} name="slug" extra={LABELS.slugHelp} />
        <HalfWidthField
          label={LABELS.map}
          name="map"
          rules={required('Map URL is required.')}
          url
        />
        <HalfWidthField
          label={LABELS.image}
          name="image"
          rules={required('Cover image URL is required.')}
        >
          <ImageField purpose={LABELS.image} />
        </HalfWidthField>
      </Row>
      <Form.Item label={LABELS.info} name="info" rules={required('Cover info is required.')}>
        <Input />
      </Form.Item>
      <Form.Item
        label={LABELS.description}
        name="description"
        rules={required('Description is required.')}
      >
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item label={LABELS.duration} name="duration" rules={required('Duration is required.')}>
        <Input placeholder={LABELS.durationPlaceholder} />
      </Form.Item>
      {list('dayPlans', { multiline: true, numbered: true })}
      <TripFactsFields />
      <QuotePricesFields />
      <Row gutter={16}>
        {HALF_WIDTH_LISTS.map((name) => (
          <Col key={name} xs={24} md={12}>
            {list(name)}
          </Col>
        ))}
      </Row>
    </EditorForm>
  );
}
