/**
 * The login form's state without a form library: two fields checked against the contract's login
 * body (login-schema.ts) as react-hook-form's `onTouched` mode would, a field once it was left and
 * on every change after that, both on submit. The schema and zod load when the user starts (see
 * `preloadLoginSchema`) rather than with the page, which is the one every visitor loads first.
 */
import { useRef, useState, type FormEvent } from 'react';
import { onFirstUse } from '@/lib/on-first-use';

export type LoginField = 'emailAddress' | 'password';
export type LoginValues = Record<LoginField, string>;
/** Translation keys ('namespace:key') per field. */
export type LoginErrors = Partial<Record<LoginField, string>>;

const FIELDS: readonly LoginField[] = ['emailAddress', 'password'];

const schema = onFirstUse(() => import('./login-schema'));
/**
 * Loads the schema (and zod) once; the page calls it as soon as the user types or clicks. A load
 * that failed (the network) is tried again next time.
 */
export const preloadLoginSchema = schema.load;

type Checked = { ok: true; values: LoginValues } | { ok: false; errors: LoginErrors };

/** The values as the contract wants them (the e-mail trimmed), or the first message per field. */
export const checkLogin = async (values: LoginValues): Promise<Checked> => {
  const { LoginFormSchema } = await preloadLoginSchema();
  const result = LoginFormSchema.safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
};

type Options = {
  initial: LoginValues;
  /** Runs with the checked values; the form shows its fields' errors itself. */
  onValid: (values: LoginValues) => void;
  /** The form could not be checked (its schema did not load). */
  onCheckFailed: () => void;
};

export const useLoginForm = ({ initial, onValid, onCheckFailed }: Options) => {
  const [values, setValues] = useState(initial);
  // What the handlers read: the demo account fills both fields before React renders again.
  const latest = useRef(initial);
  const [errors, setErrors] = useState<LoginErrors>({});
  const touched = useRef(new Set<LoginField>());
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  // Only the latest check counts: an earlier one may finish after it.
  const checks = useRef(0);

  const show = async (next: LoginValues, fields: readonly LoginField[]) => {
    const check = ++checks.current;
    const result = await checkLogin(next);
    if (check !== checks.current) return result;
    const found = result.ok ? {} : result.errors;
    setErrors((current) => {
      const updated = { ...current };
      for (const field of fields) updated[field] = found[field];
      return updated;
    });
    return result;
  };

  const touchedFields = () => FIELDS.filter((field) => touched.current.has(field));

  /** Sets fields; `validate` checks them at once, as if they had been left. */
  const fill = (changed: Partial<LoginValues>, { validate = false } = {}) => {
    const next = { ...latest.current, ...changed };
    latest.current = next;
    setValues(next);
    const fields = FIELDS.filter((field) => field in changed);
    if (validate) fields.forEach((field) => touched.current.add(field));
    if (fields.some((field) => touched.current.has(field))) showQuietly(next, touchedFields());
  };

  // A check that could not run while typing is left to the submit, which says so.
  const showQuietly = (next: LoginValues, fields: readonly LoginField[]) =>
    void show(next, fields).catch(() => undefined);

  const blur = (field: LoginField) => {
    touched.current.add(field);
    showQuietly(latest.current, touchedFields());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    FIELDS.forEach((field) => touched.current.add(field));
    const result = await show(latest.current, FIELDS).catch(() => undefined);
    if (!result) return onCheckFailed();
    if (result.ok) return onValid(result.values);
    const first = FIELDS.find((field) => result.errors[field]);
    if (first) inputs.current[first]?.focus();
  };

  /** The props of one field's input. */
  const field = (name: LoginField) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { currentTarget: HTMLInputElement }) => fill({ [name]: event.currentTarget.value }),
    onBlur: () => blur(name),
  });

  return { field, fill, submit };
};
