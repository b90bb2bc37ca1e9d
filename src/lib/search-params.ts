import { z } from 'zod';

/** `?action=new` opens a list's create dialog. */
export const ActionSearch = z.object({ action: z.literal('new').optional().catch(undefined) });
