// A titled group of the destination form's fields (the package facts, the quote prices): a
// bordered fieldset whose legend names the group for the eye and for screen readers.
import type { ReactNode } from 'react';

const fieldsetStyle = {
  border: '1px solid #d9d9d9',
  borderRadius: 8,
  padding: '8px 16px 0',
  margin: '0 0 24px',
} as const;

export function FormFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={{ width: 'auto', padding: '0 4px', marginBottom: 8, fontSize: 16 }}>
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}
