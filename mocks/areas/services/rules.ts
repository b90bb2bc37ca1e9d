/** A company's service: inactive -> active by activation, active -> inactive by deactivation. */
export type ServiceAction = 'activate' | 'deactivate';

const ALLOWED: Record<ServiceAction, { from: boolean; to: boolean }> = {
  activate: { from: false, to: true },
  deactivate: { from: true, to: false },
};

export type ServiceTransition = { ok: true; active: boolean } | { ok: false; message: string };

export const applyServiceAction = (active: boolean, action: ServiceAction): ServiceTransition =>
  ALLOWED[action].from === active
    ? { ok: true, active: ALLOWED[action].to }
    : { ok: false, message: `The service is already ${active ? 'active' : 'inactive'}` };
