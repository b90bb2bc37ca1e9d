import { describe, expect, it, vi } from 'vitest';
import { createOnce, foundAfterLostAnswer } from './create-once';
import { ApiError, OfflineError } from './errors';

type Record = { id: string; email: string };
const anna = { email: 'anna@example.com' };

/** A server that holds what reached it; `fail` decides what the client sees of each call. */
const server = (fail: (call: number) => unknown) => {
  const held: Record[] = [];
  let calls = 0;
  const create = vi.fn((input: { email: string }) => {
    const record = { id: `r${held.length + 1}`, ...input };
    held.push(record);
    const failure = fail(++calls);
    return failure === undefined ? Promise.resolve(record) : Promise.reject(failure);
  });
  const find = vi.fn((input: { email: string }) =>
    Promise.resolve(held.find((record) => record.email === input.email) ?? null),
  );
  return { held, create, find };
};

describe('createOnce: a retry never creates twice', () => {
  it.each([
    ['a timeout that reached the server', new DOMException('timed out', 'TimeoutError')],
    ['a network error after the server acted', new TypeError('Failed to fetch')],
    ['a 502 from a proxy after the server acted', new ApiError(502, undefined)],
    ['a success whose body could not be read', new ApiError(200, undefined)],
  ])('after %s, the retry finds the record instead of creating it', async (_case, failure) => {
    const { held, create, find } = server((call) => (call === 1 ? failure : undefined));
    const send = createOnce(create, find);
    await expect(send(anna)).rejects.toBe(failure);
    await expect(send(anna)).resolves.toEqual({ id: 'r1', ...anna });
    expect(held).toHaveLength(1);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('creates on the retry when the lookup finds nothing (the call never arrived)', async () => {
    const { create } = server(() => undefined);
    const find = vi.fn(() => Promise.resolve(null));
    const send = createOnce(
      vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementation(create),
      find,
    );
    await expect(send(anna)).rejects.toThrow('Failed to fetch');
    await expect(send(anna)).resolves.toMatchObject(anna);
    expect(find).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a refusal (400)', new ApiError(400, { message: 'invalid' })],
    ['the browser being offline', new OfflineError()],
  ])('after %s, the retry is sent without a lookup', async (_case, failure) => {
    const find = vi.fn(() => Promise.resolve(null));
    const create = vi
      .fn()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue({ id: 'r1', ...anna });
    const send = createOnce(create, find);
    await expect(send(anna)).rejects.toBe(failure);
    await send(anna);
    expect(find).not.toHaveBeenCalled();
    expect(create).toHaveBeenCalledTimes(2);
  });
});

describe('createOnce: what the lookup is told, and what it found', () => {
  it('tells the lookup when the first try that may have reached the server started, across retries', async () => {
    vi.useFakeTimers({ now: 1_000 });
    try {
      const timeout = new DOMException('timed out', 'TimeoutError');
      const create = vi.fn().mockRejectedValueOnce(timeout).mockRejectedValueOnce(timeout);
      const find = vi.fn(() => Promise.resolve(null));
      const send = createOnce(create, find);
      await expect(send(anna)).rejects.toBe(timeout);
      vi.setSystemTime(61_000);
      await expect(send(anna)).rejects.toBe(timeout);
      vi.setSystemTime(121_000);
      create.mockResolvedValueOnce({ id: 'r1', ...anna });
      await send(anna);
      expect(find.mock.calls).toEqual([
        [anna, 1_000],
        [anna, 1_000],
      ]);
      // After a success the next create starts afresh: no lookup.
      create.mockResolvedValueOnce({ id: 'r2', ...anna });
      await send(anna);
      expect(find).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks a record found by the lookup, never one the try made', async () => {
    const { create, find } = server((call) => (call === 1 ? new ApiError(502, undefined) : undefined));
    const send = createOnce(create, find);
    await expect(send(anna)).rejects.toBeInstanceOf(ApiError);
    expect(foundAfterLostAnswer(await send(anna))).toBe(true);
    expect(foundAfterLostAnswer(await send({ email: 'ben@example.com' }))).toBe(false);
  });
});
