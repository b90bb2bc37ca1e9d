/**
 * Request bodies read the way the backend reads them (openapi/README.md, "Request bodies are
 * open"): a JSON body is validated against the contract's schema after its unknown keys are
 * dropped, at any depth, as Jackson ignores unknown fields; malformed JSON or multipart is a 400;
 * an operation that takes no body ignores whatever was sent. JSON nested deeper than Jackson's
 * limit (1,000 levels) is a 400 before it is parsed, so nothing recurses into it.
 */
import type { ZodType } from 'zod';
import type { OperationEntry } from '../../src-generated/operations';
import { jsonTooDeep, MAX_JSON_DEPTH } from './limits';
import { badRequest, validationProblem } from './respond';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a path of a JSON body, when it is an object. */
const objectAt = (value: unknown, path: PropertyKey[]): Record<string, unknown> | undefined => {
  let node = value;
  for (const key of path) node = isRecord(node) || Array.isArray(node) ? Reflect.get(node, key) : undefined;
  return isRecord(node) ? node : undefined;
};

/**
 * Parses a JSON body with the (strict) generated schema, dropping the keys it does not know
 * instead of refusing them. Each round removes the unknown keys zod reports; nested objects are
 * checked in the same round, so two rounds are the rule.
 */
export const parseIgnoringUnknownKeys = (schema: ZodType, value: unknown) => {
  const body: unknown = structuredClone(value);
  for (let round = 0; ; round += 1) {
    const parsed = schema.safeParse(body);
    const unknown = parsed.success ? [] : parsed.error.issues.filter((i) => i.code === 'unrecognized_keys');
    if (parsed.success || unknown.length === 0 || round > 10) return parsed;
    for (const issue of unknown) {
      const target = objectAt(body, issue.path);
      if (target && issue.code === 'unrecognized_keys') for (const key of issue.keys) delete target[key];
    }
  }
};

const readJson = async (request: Request, operation: OperationEntry) => {
  const isJson = (request.headers.get('content-type') ?? '').includes('json');
  const text = isJson ? await request.text() : '';
  if (jsonTooDeep(text)) return badRequest(`JSON body nested deeper than ${MAX_JSON_DEPTH} levels`);
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    return badRequest('Malformed JSON body');
  }
  if (!operation.body) return { body: json };
  const parsed = parseIgnoringUnknownKeys(operation.body, json);
  return parsed.success ? { body: parsed.data } : validationProblem(parsed.error);
};

/** Multipart bodies are checked by their handler (which file, which type); here only that they parse. */
const readMultipart = async (request: Request) => {
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data'))
    return { body: undefined };
  try {
    return { body: await request.formData() };
  } catch {
    return badRequest('Malformed multipart body');
  }
};

/** The body a handler gets (validated JSON, FormData, or nothing), or the 400 that refuses it. */
export const readBody = async (
  request: Request,
  operation: OperationEntry,
): Promise<{ body: unknown } | Response> => {
  if (operation.bodyType === 'json') return readJson(request, operation);
  if (operation.bodyType === 'multipart') return readMultipart(request);
  return { body: undefined };
};
