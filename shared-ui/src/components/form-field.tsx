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
  error?: string | null | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
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
  id?: string;
  required?: boolean;
  className?: string;
}

/** Splits a field's props into its frame's (label, hint, error) and its control's. */
function useField<P extends CommonProps>({
  label,
  error,
  hint,
  id,
  required,
  className,
  ...rest
}: P) {
  const generated = useId();
  const fieldId = id ?? generated;
  return {
    frame: { id: fieldId, label, error, hint, required },
    control: {
      ...rest,
      id: fieldId,
      required,
      className: ['tui-field__control', className].filter(Boolean).join(' '),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(fieldId, error, hint),
    },
  };
}

export type TextFieldProps = CommonProps & InputHTMLAttributes<HTMLInputElement>;

export function TextField(props: TextFieldProps) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input type="text" {...control} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} />
    </FieldFrame>
  );
}

export type SelectFieldProps = CommonProps & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectField({ children, ...props }: SelectFieldProps) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <select {...control}>{children}</select>
    </FieldFrame>
  );
}
