/**
 * The mock backend answers 404 'No such call: ...' for an operation without a handler. Checks
 * against the mock skip those ('no mock handler yet'), so they grow stricter as handlers land.
 */
export const NO_MOCK_HANDLER = 'no mock handler yet';

export const noMockHandler = ({ status, text }: { status: number; text: string }): string | undefined => {
  if (status !== 404) return undefined;
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' && body.message.startsWith('No such call')
      ? NO_MOCK_HANDLER
      : undefined;
  } catch {
    return undefined;
  }
};
