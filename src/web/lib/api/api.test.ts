import { describe, expect, it } from 'vitest';
import { message } from '#shared/messages/messages.ts';
import { ApiRequestError, errorFromBody, UNREACHABLE } from './api.ts';

describe('API errors in the web', () => {
  it('keep the catalogue’s unreachable-server text word for word', () => {
    expect(UNREACHABLE).toEqual(message('unreachable'));
  });

  it('carry the server’s key, values and field messages', () => {
    const body = { error: { code: 'fieldsInvalid', message: 'Some fields are not valid.', fields: { file: message('fileTooLarge', { limit: '10 MB' }) } } };
    const error = errorFromBody(422, body, 'Unprocessable Content');
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 422, code: 'fieldsInvalid', message: 'Some fields are not valid.' });
    expect(error.fields.file).toEqual({ code: 'fileTooLarge', message: 'The file is larger than the 10 MB limit.', params: { limit: '10 MB' } });
  });

  it('word an answer without the API’s shape by its status text', () => {
    expect(errorFromBody(502, '<html>', 'Bad Gateway')).toMatchObject({ status: 502, code: 'verbatim', message: 'Bad Gateway' });
  });
});
