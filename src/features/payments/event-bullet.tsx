import { IconCheck, IconFlag, IconX } from '@tabler/icons-react';
import type { PaymentEventType } from '@generated/model/paymentEventType';
import { paymentEventStyles } from './payment-events';

const colors = { success: 'green', error: 'red', neutral: 'brand' } as const;

export const eventColor = (type: PaymentEventType) => colors[paymentEventStyles[type].tone];

/** Final events carry an icon in their bullet: a tick, a cross or a flag. */
export const EventBullet = ({ type }: { type: PaymentEventType }) => {
  const { final, tone } = paymentEventStyles[type];
  if (tone === 'error') return <IconX size={12} aria-hidden />;
  if (!final) return null;
  return tone === 'success' ? <IconCheck size={12} aria-hidden /> : <IconFlag size={12} aria-hidden />;
};
