// The error value a failed fetch of the destination pages keeps (SPEC §8): the HTTP status, or
// else the error's own message, or else the fetch's own text.
import { isApiError } from '@tours/shared-ui/domain';

import { messageOf } from '../../../lib/list-state';
import { httpErrorText } from '../fetch-errors';

export function fetchErrorText(error: unknown, fallback: string): string {
  // status 0 means the server was not reached: that is not an HTTP status to report.
  return isApiError(error) && error.status > 0
    ? httpErrorText(error.status)
    : messageOf(error, fallback);
}
