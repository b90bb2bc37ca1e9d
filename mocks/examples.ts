/** The contract's own examples, for mock answers that must be valid by construction. */
import { z } from 'zod';
import contract from '../src-generated/openapi.json';

const Schemas = z.record(z.string(), z.looseObject({ examples: z.array(z.unknown()).optional() }));
const schemas = Schemas.parse(contract.components.schemas);

export const schemaExample = (name: string): unknown => {
  const example = schemas[name]?.examples?.[0];
  if (example === undefined) throw new Error(`The contract has no example for schema ${name}`);
  return structuredClone(example);
};
