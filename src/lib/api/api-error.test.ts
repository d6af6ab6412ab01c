import { describe, expect, it } from 'vitest';
import { ApiError, errorMessages, readAnswer } from './api-error';

const answer = (body: string | null, status = 400) => new Response(body, { status });

describe('errorMessages', () => {
  it('reads every msg of the envelope, in order', () => {
    expect(errorMessages({ errors: [{ msg: 'First' }, { msg: 'Second' }] })).toEqual([
      'First',
      'Second',
    ]);
  });

  it('reads an errors value that is not a list, and bare strings in the list', () => {
    expect(errorMessages({ errors: { msg: 'Alone' } })).toEqual(['Alone']);
    expect(errorMessages({ errors: 'Just text' })).toEqual(['Just text']);
    expect(errorMessages({ errors: ['One', { msg: 'Two' }] })).toEqual(['One', 'Two']);
  });

  it('skips items without a usable msg, and falls back to a top-level msg', () => {
    expect(
      errorMessages({ errors: [{ code: 7 }, { msg: '' }, { msg: 42 }, null, { msg: 'Kept' }] }),
    ).toEqual(['Kept']);
    expect(errorMessages({ errors: [{ code: 7 }], msg: 'Bare' })).toEqual(['Bare']);
    expect(errorMessages({ code: 400, msg: 'Bare' })).toEqual(['Bare']);
  });

  it('finds nothing in what is not an envelope', () => {
    expect(errorMessages(null)).toEqual([]);
    expect(errorMessages('errors')).toEqual([]);
    expect(errorMessages([{ msg: 'a list at the top' }])).toEqual([]);
    expect(errorMessages({ errors: [] })).toEqual([]);
  });
});

describe('readAnswer', () => {
  it('gives the parsed body, its messages and its items with the field each names', async () => {
    const body = {
      errors: [{ msg: 'This day is closed' }, { msg: 'Slug taken', param: 'slug' }],
    };
    expect(await readAnswer(answer(JSON.stringify(body)))).toEqual({
      body,
      messages: ['This day is closed', 'Slug taken'],
      items: [{ msg: 'This day is closed' }, { msg: 'Slug taken', param: 'slug' }],
    });
  });

  it('reads a body that is not JSON (a proxy’s page) as null, with no messages', async () => {
    expect(await readAnswer(answer('<html>Bad gateway</html>', 502))).toEqual({
      body: null,
      messages: [],
      items: [],
    });
  });

  it('reads an empty body as null, with no messages', async () => {
    expect(await readAnswer(answer('', 409))).toEqual({ body: null, messages: [], items: [] });
    expect(await readAnswer(answer(null, 204))).toEqual({ body: null, messages: [], items: [] });
  });
});

describe('ApiError items', () => {
  it('keeps the field each message of the envelope names', () => {
    const body = { errors: [{ msg: 'Taken', param: 'email' }, { msg: 'Later' }, 'Bare'] };
    const error = new ApiError(409, errorMessages(body), body);
    expect(error.items).toEqual([
      { msg: 'Taken', param: 'email' },
      { msg: 'Later' },
      { msg: 'Bare' },
    ]);
  });

  it('names no field when its messages are not the envelope’s', () => {
    const error = new ApiError(502, ['The server did not answer'], {
      errors: [{ msg: 'x', param: 'a' }],
    });
    expect(error.items).toEqual([{ msg: 'The server did not answer' }]);
  });
});
