// The GST fields two features' forms share (issue 27): a state or union territory chosen from the
// GST state list (the agency's registration, a traveller's place of supply), and a GSTIN whose
// check is told while it is typed (which part is wrong, or whose state it is), before any save.
import {
  formatGstState,
  GSTIN_LENGTH,
  GSTIN_MESSAGES,
  gstinProblem,
  gstinStateCode,
  normalizeGstin,
  statesByName,
} from '@tours/shared-ui/gst';
import { Form, Input, Select, Typography } from 'antd';
import type { ReactNode } from 'react';

export const GST_FIELD_TEXTS = {
  /** Empty only on a new booking: the server then takes the agency's own state. */
  statePlaceholder: "The agency's state, unless you choose one",
  valid: (state: string) => `Valid GSTIN, registered in ${state}.`,
} as const;

const STATE_OPTIONS = statesByName().map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

/** A select of the states and union territories by name, with their GST codes; searchable. */
export function GstStateSelect(props: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={GST_FIELD_TEXTS.statePlaceholder}
      options={STATE_OPTIONS}
    />
  );
}

/**
 * What the GSTIN typed so far is: null while empty, else the first wrong part's message
 * (GSTIN_MESSAGES) or, when valid, the state it is registered in. `mismatch` is said when the
 * GSTIN is valid but not of `expectedState`.
 */
export function gstinCheck(
  typed: string | undefined,
  expected?: { stateCode: string | undefined; mismatch: string },
): { ok: boolean; text: string } | null {
  const gstin = normalizeGstin(typed ?? '');
  if (gstin === '') return null;
  const problem = gstinProblem(gstin);
  if (problem) return { ok: false, text: GSTIN_MESSAGES[problem] };
  const code = gstinStateCode(gstin);
  if (expected?.stateCode && code !== expected.stateCode) {
    return { ok: false, text: expected.mismatch };
  }
  return { ok: true, text: GST_FIELD_TEXTS.valid(formatGstState(code)) };
}

/**
 * The `gstin` field of the form it is in, with its live check under it (a polite live region, so
 * a screen reader hears it; antd names the field's `extra` as its description). Errors of the
 * schema or the server still show as the field's errors.
 */
export function GstinField({
  label,
  help,
  expectedState,
}: {
  label: string;
  help?: ReactNode;
  /** The settings' GSTIN must be of the registration's state (the `stateCode` field). */
  expectedState?: { mismatch: string };
}) {
  const form = Form.useFormInstance();
  const typed = Form.useWatch<string | undefined>('gstin', form);
  const stateCode = Form.useWatch<string | undefined>('stateCode', form);
  const check = gstinCheck(
    typed,
    expectedState ? { stateCode, mismatch: expectedState.mismatch } : undefined,
  );
  return (
    <Form.Item
      name="gstin"
      label={label}
      normalize={(value: string | undefined) => value?.toUpperCase()}
      extra={
        <>
          {help && <div>{help}</div>}
          <div aria-live="polite">
            {check && (
              <Typography.Text type={check.ok ? 'success' : 'warning'}>
                {check.text}
              </Typography.Text>
            )}
          </div>
        </>
      }
    >
      <Input
        autoComplete="off"
        spellCheck={false}
        // A GSTIN pasted with spaces is still taken; the schema drops them.
        maxLength={GSTIN_LENGTH + 4}
        style={{ maxWidth: 260, fontFamily: 'monospace' }}
      />
    </Form.Item>
  );
}
