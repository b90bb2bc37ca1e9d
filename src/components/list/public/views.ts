/** A list's own saved views (offered first in its views menu). */
export { daysBefore, type BuiltInView as BuiltIn } from '../views/built-in-views';
