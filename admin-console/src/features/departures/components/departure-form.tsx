// The create/edit form of a departure: the destination (on create), the start date, the seats,
// the prices (empty: the destination's, filled in when a destination is chosen), the pickup
// points one per line, a note, and open for booking. Checked with the shared schemas the API uses.
// The English form is the first of the language tabs: the pickup points and the note translate.
import { todayInIst, type DestinationPrices } from '@tours/shared-ui/booking-office';
import type { DepartureOverview } from '@tours/shared-ui/domain';
import { departureInputSchema, departureUpdateSchema, validate } from '@tours/shared-ui/schemas';
import { Button, Checkbox, Flex, Form, Input, Select, Typography } from 'antd';
import { useDispatch, useSelector } from 'react-redux';

import { CheckedForm, rupeesOf } from '../../../components/checked-form';
import { EditorPanel } from '../../../components/editor-panel';
import { TranslationTabs } from '../../../components/translation-tabs';
import { departuresActions } from '../slice';
import { selectDepartures } from '../slice/selectors';
import type { DepartureSave, DestinationChoice } from '../slice/types';
import { DEPARTURES_TEXTS as T } from '../texts';

interface DepartureValues {
  destinationId: string;
  startDate: string;
  seats: string;
  Budget: string;
  Deluxe: string;
  Luxury: string;
  child: string;
  pickupPoints: string;
  note: string;
  open: boolean;
}

const PRICE_FIELDS = [
  ['Budget', T.budget],
  ['Deluxe', T.deluxe],
  ['Luxury', T.luxury],
  ['child', T.child],
] as const;

// 'prices' errors are said above the button: they concern the four fields together.
const FIELDS = ['destinationId', 'startDate', 'seats', 'pickupPoints', 'note', 'open'];

function priceTexts(prices: DestinationPrices | null | undefined) {
  return {
    Budget: prices ? String(prices.Budget) : '',
    Deluxe: prices ? String(prices.Deluxe) : '',
    Luxury: prices ? String(prices.Luxury) : '',
    child: prices ? String(prices.child) : '',
  };
}

/** The prices typed, or null when all four are empty; undefined fields fail the schema. */
function pricesOf(values: DepartureValues): DestinationPrices | null {
  const typed = PRICE_FIELDS.map(([field]) => rupeesOf(values[field]));
  if (typed.every((price) => price === undefined)) return null;
  const [Budget, Deluxe, Luxury, child] = typed.map((price) => price ?? Number.NaN) as [
    number,
    number,
    number,
    number,
  ];
  return { Budget, Deluxe, Luxury, child };
}

const samePrices = (a: DestinationPrices | null, b: DestinationPrices | null) =>
  JSON.stringify(a) === JSON.stringify(b);

function toSave(
  values: DepartureValues,
  editing: DepartureOverview | null,
  destinations: DestinationChoice[],
): DepartureSave['input'] {
  const destinationId = editing?.destinationId ?? values.destinationId;
  const own = destinations.find((item) => item._id === destinationId)?.prices ?? null;
  const prices = pricesOf(values);
  return {
    ...(editing ? {} : { startDate: values.startDate ?? '' }),
    seats: rupeesOf(values.seats),
    // The destination's own prices are not copied: the departure follows them when they change.
    prices: prices && samePrices(prices, own) ? null : prices,
    pickupPoints: (values.pickupPoints ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    note: values.note ?? '',
    open: values.open,
  };
}

export function DepartureForm({
  editing,
  onClose,
}: {
  /** The departure edited, or null for a new one. */
  editing: DepartureOverview | null;
  onClose: () => void;
}) {
  const dispatch = useDispatch();
  const { destinations, saving, refusal } = useSelector(selectDepartures);
  const [form] = Form.useForm<DepartureValues>();

  const initialValues: Partial<DepartureValues> = editing
    ? {
        seats: String(editing.seats),
        ...priceTexts(editing.prices),
        pickupPoints: editing.pickupPoints.join('\n'),
        note: editing.note,
        open: editing.open,
      }
    : { open: true };

  return (
    <EditorPanel
      title={editing ? T.editTitle(editing.destination, editing.startDate) : T.createTitle}
    >
      {/* The pickup points and the note in বাংলা and हिन्दी (issue 29), beside the English. */}
      <TranslationTabs kind="departures" id={editing?._id ?? null}>
        <CheckedForm<DepartureValues, DepartureSave['input']>
          name="departure"
          form={form}
          fields={FIELDS}
          initialValues={initialValues}
          validate={(values) => {
            if (!editing && !values.destinationId) {
              return { ok: false, errors: { destinationId: T.destinationPick } };
            }
            const input = toSave(values, editing, destinations);
            const result = editing
              ? validate(departureUpdateSchema, input)
              : validate(departureInputSchema, input);
            return result.ok ? { ok: true, value: input } : result;
          }}
          onSubmit={(input) =>
            dispatch(
              departuresActions.saveRequested({
                id: editing?._id ?? null,
                destinationId: editing?.destinationId ?? form.getFieldValue('destinationId'),
                input,
              }),
            )
          }
          submitLabel={editing ? T.save : T.create}
          saving={saving}
          refusal={refusal}
          extra={<Button onClick={onClose}>{T.cancelEdit}</Button>}
        >
          {!editing && (
            <>
              <Form.Item name="destinationId" label={T.destination}>
                <Select
                  options={destinations.map((item) => ({ value: item._id, label: item.name }))}
                  onChange={(id: string) => {
                    const chosen = destinations.find((item) => item._id === id);
                    form.setFieldsValue(priceTexts(chosen?.prices));
                  }}
                />
              </Form.Item>
              <Form.Item name="startDate" label={T.startDate}>
                <Input type="date" min={todayInIst()} />
              </Form.Item>
            </>
          )}
          <Form.Item name="seats" label={T.seats}>
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontSize: 14, marginBottom: 8 }}>
              <Typography.Text type="secondary">{T.pricesNote}</Typography.Text>
            </legend>
            <Flex gap="small" wrap>
              {PRICE_FIELDS.map(([field, label]) => (
                <Form.Item
                  key={field}
                  name={field}
                  label={label}
                  style={{ minWidth: 120, flex: 1 }}
                >
                  <Input inputMode="numeric" autoComplete="off" />
                </Form.Item>
              ))}
            </Flex>
          </fieldset>
          <Form.Item name="pickupPoints" label={T.pickupPoints} extra={T.pickupPointsHelp}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="note" label={T.note}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item name="open" valuePropName="checked">
            <Checkbox>{T.openForBooking}</Checkbox>
          </Form.Item>
        </CheckedForm>
      </TranslationTabs>
    </EditorPanel>
  );
}
