// Entry point @tours/shared-ui/forms: the dialog and the form fields. An entry of their own (not
// in `components`): a shared module keeps all its exports, and a first visit shows no dialog and no
// form, so the pages that do (booking dialog, contact page) download these when they open.
export { Dialog } from '../components/dialog';
export type { DialogProps } from '../components/dialog';
export { SelectField, TextAreaField, TextField } from '../components/form-field';
export type {
  SelectFieldProps,
  TextAreaFieldProps,
  TextFieldProps,
} from '../components/form-field';
