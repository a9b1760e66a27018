// A trap for form-filling bots: a text field (HONEYPOT_FIELD, `website`) that people never see or
// reach (visually hidden, out of the tab order, hidden from assistive technology). Its value is sent
// with the form; the API drops a submission whose honeypot is filled.
import { HONEYPOT_FIELD } from '@tours/shared-ui/domain';
import { useId } from 'react';

export const HONEYPOT_LABEL = 'Leave this field empty';

export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="tui-visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{HONEYPOT_LABEL}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
