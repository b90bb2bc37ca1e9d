import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { markServerFieldErrors, serverFieldErrors } from './server-field-errors';

const badRequest = (errors: unknown) => new ApiError(400, { message: 'Validation errors', errors });

describe('server field errors', () => {
  it('reads the named field errors of a 400, and nothing of other failures', () => {
    expect(
      serverFieldErrors(
        badRequest([
          { field: 'zipCode', message: 'Zip code is invalid' },
          { message: 'Something about the whole form' },
          { field: 'city', message: '  ' },
        ]),
      ),
    ).toEqual([{ field: 'zipCode', message: 'Zip code is invalid' }]);
    expect(serverFieldErrors(new ApiError(500, { errors: [{ field: 'a', message: 'b' }] }))).toEqual([]);
    expect(serverFieldErrors(badRequest('not a list'))).toEqual([]);
    expect(serverFieldErrors(new Error('offline'))).toEqual([]);
  });

  it("marks only the form's own fields, nested ones by their path, the first with the focus", () => {
    const set: unknown[] = [];
    const form = {
      getValues: () => ({ name: 'Bäckerei', address: { zipCode: '0106' } }),
      setError: (...args: unknown[]) => void set.push(args),
    } as unknown as Pick<
      UseFormReturn<{ name: string; address: { zipCode: string } }>,
      'getValues' | 'setError'
    >;
    const marked = markServerFieldErrors(
      form,
      badRequest([
        { field: 'address.zipCode', message: 'Zip code is invalid' },
        { field: 'unknownField', message: 'Not on this form' },
        { field: 'name', message: 'Name is taken' },
      ]),
    );
    expect(marked).toBe(2);
    expect(set).toEqual([
      ['address.zipCode', { type: 'server', message: 'Zip code is invalid' }, { shouldFocus: true }],
      ['name', { type: 'server', message: 'Name is taken' }, { shouldFocus: false }],
    ]);
  });
});
