import type { Customer } from '@/entities/customer/customer';
import type { ReactNode } from 'react';
import type { SlotAction } from './customer-actions';

/** Another area's create dialog for this customer, passed in by the route (features never import each other). */
export type CustomerDialogSlot = (props: { customer: Customer; onClose: () => void }) => ReactNode;

/**
 * The dialogs of other areas the customer menu opens. An entry is shown only while its dialog is
 * given: a later area adds its own in the route, and its menu entry appears.
 */
export type CustomerSlots = Partial<Record<SlotAction, CustomerDialogSlot>>;
