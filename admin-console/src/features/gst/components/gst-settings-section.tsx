// The agency's GST settings on /admin/settings (issue 27, docs/gst.md): on or off, the
// registration (GSTIN checked while typed, legal name, address, state), the rate, SAC and wording,
// when the tour's tax invoice is issued, and the three series' prefixes. Checked with the shared
// gstSettingsSchema before it is sent (the API re-checks with the same one); the server's refusal
// shows under its fields.
import type { GstSettingsRequest } from '@tours/shared-ui/api';
import {
  GST_DOCUMENT_TYPES,
  INVOICE_MOMENTS,
  type GstPrefixes,
  type GstSettings,
  type InvoiceMoment,
} from '@tours/shared-ui/gst';
import { GST_SETTINGS_MESSAGES, gstSettingsSchema, validate } from '@tours/shared-ui/schemas';
import { Flex, Form, Input, Radio, Switch } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from '@tours/shared-ui/router';

import { CheckedForm } from '../../../components/checked-form';
import { GstinField, GstStateSelect } from '../../../components/gst-fields';
import { SettingsSection } from '../../../components/settings-section';
import { adminPaths } from '../../../config/paths';
import { gstSettingsActions } from '../slice';
import { selectGstSettings } from '../slice/selectors';
import { GST_SETTINGS_TEXTS as T, INVOICE_MOMENT_LABELS, PREFIX_LABELS } from '../texts';

interface GstSettingsValues {
  enabled: boolean;
  gstin: string;
  legalName: string;
  address: string;
  stateCode: string;
  /** Typed as text: '5', '18', '2.5'. */
  ratePercent: string;
  sac: string;
  inclusiveNote: string;
  invoiceOn: InvoiceMoment;
  prefixes: GstPrefixes;
}

const FIELDS = [
  'enabled',
  'gstin',
  'legalName',
  'address',
  'stateCode',
  'ratePercent',
  'sac',
  'inclusiveNote',
  'invoiceOn',
  'prefixes',
] as const;

const INVOICE_OPTIONS = INVOICE_MOMENTS.map((moment) => ({
  value: moment,
  label: INVOICE_MOMENT_LABELS[moment],
}));

const valuesOf = (settings: GstSettings): GstSettingsValues => ({
  ...settings,
  ratePercent: String(settings.ratePercent),
  prefixes: { ...settings.prefixes },
});

/** A rate as typed: '' is no rate (the schema says what is wrong), anything else a number. */
const rateOf = (text: string | undefined): number => {
  const plain = (text ?? '').replace('%', '').trim();
  return plain === '' ? Number.NaN : Number(plain);
};

/** The three prefixes as one field, so that the schema's `prefixes` error shows under them. */
function PrefixesInput({
  id,
  value,
  onChange,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: {
  id?: string;
  value?: GstPrefixes;
  onChange?: (value: GstPrefixes) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}) {
  const prefixes = value ?? { receipt: '', invoice: '', refund: '' };
  return (
    <fieldset id={id} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontSize: 14, marginBottom: 8, border: 0, color: 'inherit' }}>
        {T.prefixes}
      </legend>
      <Flex gap="middle" wrap>
        {GST_DOCUMENT_TYPES.map((type) => (
          <label key={type} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            {PREFIX_LABELS[type]}
            <Input
              value={prefixes[type]}
              onChange={(event) =>
                onChange?.({ ...prefixes, [type]: event.target.value.toUpperCase() })
              }
              autoComplete="off"
              spellCheck={false}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              style={{ width: 96 }}
            />
          </label>
        ))}
      </Flex>
    </fieldset>
  );
}

export function GstSettingsSection() {
  const dispatch = useDispatch();
  const state = useSelector(selectGstSettings);
  const { saving, refusal, saved } = state;

  useEffect(() => {
    dispatch(gstSettingsActions.requested());
  }, [dispatch]);

  return (
    <SettingsSection
      headingId="gst-settings-heading"
      heading={T.heading}
      intro={
        <>
          <p>{T.intro}</p>
          <p>{T.accountant}</p>
          <p>
            <Link to={adminPaths.taxDocuments}>{T.monthLink}</Link>
          </p>
        </>
      }
      state={state}
      loadingText={T.loading}
    >
      {(value) => (
        <CheckedForm<GstSettingsValues, GstSettingsRequest>
          // Keyed by the saves, so the fields show what the server now holds.
          key={saved}
          name="gst-settings"
          fields={FIELDS}
          initialValues={valuesOf(value)}
          validate={(values) =>
            validate(gstSettingsSchema, {
              ...values,
              gstin: values.gstin ?? '',
              legalName: values.legalName ?? '',
              address: values.address ?? '',
              inclusiveNote: values.inclusiveNote ?? '',
              ratePercent: rateOf(values.ratePercent),
            })
          }
          onSubmit={(input) => dispatch(gstSettingsActions.saveRequested(input))}
          submitLabel={T.submit}
          saving={saving}
          refusal={refusal}
        >
          <Form.Item name="enabled" label={T.enabled} extra={T.enabledHelp} valuePropName="checked">
            <Switch aria-label={T.enabled} />
          </Form.Item>
          <Form.Item name="stateCode" label={T.stateCode} extra={T.stateHelp}>
            <GstStateSelect />
          </Form.Item>
          <GstinField
            label={T.gstin}
            help={T.gstinHelp}
            expectedState={{ mismatch: GST_SETTINGS_MESSAGES.gstinState }}
          />
          <Form.Item name="legalName" label={T.legalName} extra={T.legalNameHelp}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item name="address" label={T.address}>
            <Input.TextArea rows={3} autoComplete="street-address" />
          </Form.Item>
          <Form.Item name="ratePercent" label={T.ratePercent} extra={T.rateHelp}>
            <Input inputMode="decimal" autoComplete="off" style={{ maxWidth: 120 }} />
          </Form.Item>
          <Form.Item name="sac" label={T.sac} extra={T.sacHelp}>
            <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 160 }} />
          </Form.Item>
          <Form.Item name="inclusiveNote" label={T.inclusiveNote} extra={T.inclusiveHelp}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="invoiceOn" label={T.invoiceOn}>
            <Radio.Group options={INVOICE_OPTIONS} aria-label={T.invoiceOn} />
          </Form.Item>
          <Form.Item name="prefixes" extra={T.prefixesHelp}>
            <PrefixesInput />
          </Form.Item>
        </CheckedForm>
      )}
    </SettingsSection>
  );
}
