/**
 * The SEPA mandates' action, declared once: the row menu is made from this table
 * (action-table.ts); which state offers it is mandate-actions.ts. The list has no bulk action
 * (docs/adding-a-list-area.md#lists-without-bulk-actions-and-why).
 */
import { IconBan } from '@tabler/icons-react';
import type { SepaMandate } from '@generated/model/sepaMandate';
import { actionTable } from '@/components/list';
import { mandateActions, type MandateAction } from './mandate-actions';

export const mandateActionTable = actionTable.of<SepaMandate, MandateAction>(
  ['deactivate'],
  mandateActions,
  (action) => ({ label: `mandates:actions.${action}`, icon: <IconBan size={16} />, color: 'red' }),
);
