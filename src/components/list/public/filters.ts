/** A list's filters as data (the filter bar draws them) and the builder of a states filter. */
export { statesFilter as states } from '../filters/states-filter';
export type { FilterDef as Def } from '../filters/filters';
