import { ApiError } from '@tours/shared-ui/api';

import { isApiError, serverMessage } from '../api-error';

describe('isApiError and serverMessage', () => {
  it("tell the client's failures from other errors and read the server's message", () => {
    const failure = new ApiError(
      'Request failed with status code 400',
      400,
      {},
      {
        message: 'Phone must be 10 digits.',
      },
    );
    expect(isApiError(failure)).toBe(true);
    expect(serverMessage(failure)).toBe('Phone must be 10 digits.');
    expect(serverMessage(new ApiError('Network Error', 0))).toBeNull();
    expect(isApiError(new Error('Network Error'))).toBe(false);
    expect(serverMessage(new Error('Network Error'))).toBeNull();
    expect(isApiError('ApiError')).toBe(false);
  });
});
