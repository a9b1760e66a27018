// Labelled form controls with their error text tied to the control (aria-invalid, aria-describedby).
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, required, children }: FieldFrameProps) {
  return (
    <div className={['tui-field', error ? 'tui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="tui-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="tui-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p className="tui-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="tui-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string | null, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface CommonProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

export type TextFieldProps = CommonProps & InputHTMLAttributes<HTMLInputElement>;

export function TextField({
  label,
  error,
  hint,
  id,
  required,
  className,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <input
        {...rest}
        id={fieldId}
        required={required}
        className={['tui-field__control', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
      />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({
  label,
  error,
  hint,
  id,
  required,
  className,
  ...rest
}: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <textarea
        {...rest}
        id={fieldId}
        required={required}
        className={['tui-field__control', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
      />
    </FieldFrame>
  );
}

export type SelectFieldProps = CommonProps & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectField({
  label,
  error,
  hint,
  id,
  required,
  className,
  children,
  ...rest
}: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <select
        {...rest}
        id={fieldId}
        required={required}
        className={['tui-field__control', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
