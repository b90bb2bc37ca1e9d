import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { ALERT_AUTO_CLOSE_MS, notify } from '@/lib/notify';

describe('alerts', () => {
  it('close after 3000 ms by default; errors stay until closed', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    notify.success('saved');
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'saved', autoClose: 3000 }));
    notify.error('failed');
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'failed', autoClose: false }));
    expect(ALERT_AUTO_CLOSE_MS).toBe(3000);
  });
});
