import { z } from 'zod';
import { CreatePaylinkBody } from '@generated/zod/paylinks/paylinks.zod';
import { message, paylinkIssues } from './paylink-rules';

/**
 * The contract's paylink body (spec 3 §3, §5) with the messages; the rules between the fields
 * live in `paylinkIssues`.
 */
export const PaylinkFormSchema = z
  .object({
    productId: z.string().min(1, message('productRequired')),
    checkoutButtonLabel: CreatePaylinkBody.shape.checkoutButtonLabel.unwrap(),
    paymentTime: CreatePaylinkBody.shape.paymentTime.unwrap(),
    generateReceipt: z.boolean(),
    allowQuantityChange: z.boolean(),
    requireAddress: z.boolean(),
    notifyCreditor: z.boolean(),
    creditorEmailAddress: z.string(),
    includeRedirectUrl: z.boolean(),
    redirectUrl: z.string(),
    metadata: z.array(z.object({ fieldLabel: z.string(), fieldType: z.enum(['', 'TEXT', 'DATE']) })),
  })
  .superRefine(
    (values, ctx) => {
      for (const issue of paylinkIssues(values)) ctx.addIssue({ code: 'custom', ...issue });
    },
    // Also while the product is still missing, so that every message shows at once.
    { when: () => true },
  );

export type PaylinkFormInput = z.input<typeof PaylinkFormSchema>;
