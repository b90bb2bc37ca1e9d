import { describe, expect, it } from 'vitest';
import { applyServiceAction } from './rules';

describe('service machine', () => {
  it('activates an inactive and deactivates an active service, and nothing else', () => {
    expect(applyServiceAction(false, 'activate')).toEqual({ ok: true, active: true });
    expect(applyServiceAction(true, 'deactivate')).toEqual({ ok: true, active: false });
    expect(applyServiceAction(true, 'activate')).toMatchObject({ ok: false });
    expect(applyServiceAction(false, 'deactivate')).toMatchObject({ ok: false });
  });
});
