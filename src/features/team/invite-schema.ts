import { z } from 'zod';
import { InviteTeamMemberBody } from '@generated/zod/team/team.zod';

/** Spec 1 §5: the e-mail is required and an e-mail address. */
export const InviteSchema = InviteTeamMemberBody.extend({
  emailAddress: z
    .string()
    .trim()
    .min(1, 'team:invite.emailRequired')
    .pipe(z.email('team:invite.emailInvalid')),
});
export type InviteInput = z.input<typeof InviteSchema>;
export type InviteValues = z.output<typeof InviteSchema>;
