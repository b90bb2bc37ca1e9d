import { describe, expect, it } from 'vitest';
import { logoProblem, MAX_LOGO_BYTES } from './logo-rules';

describe('logo upload (spec 1 §5)', () => {
  it.each([
    { type: 'image/png', size: 1000, problem: null },
    { type: 'image/jpeg', size: MAX_LOGO_BYTES, problem: null },
    { type: 'image/gif', size: 1000, problem: 'onlyPngOrJpeg' },
    { type: 'image/svg+xml', size: 1000, problem: 'onlyPngOrJpeg' },
    { type: 'application/pdf', size: 1000, problem: 'onlyPngOrJpeg' },
    { type: 'image/png', size: MAX_LOGO_BYTES + 1, problem: 'tooLarge' },
  ])('$type of $size bytes: $problem', ({ type, size, problem }) => {
    expect(logoProblem({ type, size })).toBe(problem);
  });
});
