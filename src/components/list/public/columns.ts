/** A list's columns: the helper typed by the row, the amount and date columns, the cells' text. */
export { createDataColumnHelper as helper } from '../table/features';
export { amountColumn as amount, dateColumn as date } from '../table/common-columns';
export { CellText as Text, CellLines as Lines } from '../table/cells';
