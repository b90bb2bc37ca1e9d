import { useWatch } from 'react-hook-form';
import { toAmount } from '@/components/form/amount';
import { invoiceAmounts } from './invoice-amounts';
import type { PositionInput } from './invoice-schema';
import { TAX_RATES } from './tax-rates';

/** The amounts while the user types: unfinished numbers count as nothing yet. */
export const liveAmounts = (positions: PositionInput[], reverseCharge: boolean) =>
  invoiceAmounts(
    positions.map((position) => ({
      quantity: toAmount(position.quantity) ?? 0,
      price: toAmount(position.price) ?? 0,
      rate: TAX_RATES[position.taxRate].rate,
    })),
    reverseCharge,
  );

type AmountsForm = { positions: PositionInput[]; reverseCharge?: boolean };

/** Inside the form's FormProvider. */
export const useLiveAmounts = () => {
  const positions = useWatch<AmountsForm, 'positions'>({ name: 'positions' });
  const reverseCharge = useWatch<AmountsForm, 'reverseCharge'>({ name: 'reverseCharge' });
  return liveAmounts(positions, reverseCharge === true);
};
