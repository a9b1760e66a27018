// Entry point @tours/shared-ui/components: accessible building blocks both remotes use. The dialog
// and the form fields are in @tours/shared-ui/forms.
export { Button } from './button';
export type { ButtonProps, ButtonVariant } from './button';
export { Card } from './card';
export type { CardProps } from './card';
export { Alert, Spinner } from './feedback';
export type { AlertTone } from './feedback';
export { usePageMeta } from './page-meta';
export type { PageMeta } from './page-meta';
export { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config';
export type { RemoteAppProps } from './runtime-config';
