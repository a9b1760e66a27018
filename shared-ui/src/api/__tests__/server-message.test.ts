import { ApiError, isApiError, serverMessage } from '../index';

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

  it('reads the message first, else the error field, and never a blank text', () => {
    const answer = (body: unknown) => new ApiError('Request failed', 409, {}, body);
    expect(serverMessage(answer({ error: 'Conflict', message: 'Slug already in use' }))).toBe(
      'Slug already in use',
    );
    expect(serverMessage(answer({ error: 'Failed to save blog' }))).toBe('Failed to save blog');
    expect(serverMessage(answer({ message: '  ', error: 'Slug taken' }))).toBe('Slug taken');
    expect(serverMessage(answer({ message: 42 }))).toBeNull();
    expect(serverMessage(answer('<html>Bad gateway</html>'))).toBeNull();
  });
});
