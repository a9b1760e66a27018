// Entry point @tours/shared-ui/components: accessible building blocks both remotes use.
export { Button } from './button';
export type { ButtonProps, ButtonVariant } from './button';
export { Card } from './card';
export type { CardProps } from './card';
export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
export { Alert, Spinner } from './feedback';
export type { AlertTone } from './feedback';
export { SelectField, TextAreaField, TextField } from './form-field';
export type { SelectFieldProps, TextAreaFieldProps, TextFieldProps } from './form-field';
export { usePageMeta } from './page-meta';
export type { PageMeta } from './page-meta';
export { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config';
export type { RemoteAppProps } from './runtime-config';
