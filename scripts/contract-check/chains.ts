/**
 * The stateful pass's chains, generated from the contract's links. A create operation's links
 * name what its answer feeds: its read, its list and search, its update and delete, the calls on
 * the record (views such as its events, actions such as cancel or finalize) and other creates
 * (a customer's payment). From them come, per create:
 * - the lifecycle: create, read (and list, search, views), update, read again, delete, then read,
 *   list, search, update and delete again (all of them must find it gone);
 * - one chain per action: create, action, read (the record is still there);
 * - one chain per linked create: create, the linked create (fed by the first), its read.
 * A create that another create feeds (a payment needs a customer) starts its chains with that one.
 */
import type { ContractOp, Link } from './contract.ts';

/** What a step expects of the record: there, changed by the update, or gone after the delete. */
export type Expect = 'available' | 'changed' | 'gone';

export type Role = 'create' | 'read' | 'list' | 'search' | 'view' | 'update' | 'delete' | 'action';

export interface Step {
  role: Role;
  op: ContractOp;
  /** The link that leads here, from the create step at index `from`. */
  link?: Link;
  from?: number;
  expect?: Expect;
}

export interface Chain {
  /** The operationIds in order: `createDebitor -> getDebitor -> ...`. */
  name: string;
  steps: Step[];
}

const roleOf = (create: ContractOp, target: ContractOp): Role | 'child' => {
  const own = new RegExp(`^${create.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\{[^}/]+\\}$`);
  if (target.links.length && target.method === 'POST') return 'child';
  if (target.method === 'GET') {
    if (target.path === create.path) return 'list';
    if (own.test(target.path)) return 'read';
    return target.path.includes('{') ? 'view' : 'search';
  }
  if (target.method === 'DELETE') return 'delete';
  if ((target.method === 'PUT' || target.method === 'PATCH') && own.test(target.path)) return 'update';
  return 'action';
};

/** The create operations: POSTs whose success answer has links. */
export const createOps = (ops: ContractOp[]) =>
  ops.filter((op) => op.method === 'POST' && op.links.length > 0);

/** A create's links by role (links to unknown operations are left out). */
export const linkRoles = (create: ContractOp, ops: ContractOp[]) => {
  const byId = new Map(ops.map((op) => [op.operationId, op]));
  const roles: { role: Role | 'child'; link: Link; op: ContractOp }[] = [];
  for (const link of create.links) {
    const op = byId.get(link.operationId);
    if (op) roles.push({ role: roleOf(create, op), link, op });
  }
  return roles;
};

/** The field that identifies a created record: the one its links pass on (`id`, `prefix`). */
export const identityOf = (create: ContractOp): string | undefined => {
  for (const link of create.links)
    for (const value of Object.values(link.parameters)) {
      const match = typeof value === 'string' ? /^\$response\.body#\/(\w+)$/.exec(value) : null;
      if (match) return match[1];
    }
  return undefined;
};

/** The steps that read the record back: its read, else its list. */
const readers = (roles: ReturnType<typeof linkRoles>, from: number, expect: Expect): Step[] => {
  const reads = roles.filter((r) => r.role === 'read');
  const chosen = reads.length ? reads : roles.filter((r) => r.role === 'list');
  return chosen.map((r) => ({ role: r.role as Role, op: r.op, link: r.link, from, expect }));
};

/**
 * After a delete: the read (404), the list and search (absent), the update (404) and the delete
 * once more (404, or a success the contract declares).
 */
const afterDelete = (
  roles: ReturnType<typeof linkRoles>,
  from: number,
  update: Step[],
  remove: Step[],
): Step[] => {
  const gone = (steps: Step[]) => steps.map((step) => ({ ...step, expect: 'gone' as Expect }));
  const lists = roles.some((r) => r.role === 'read')
    ? roles.filter((r) => r.role === 'list' || r.role === 'search')
    : roles.filter((r) => r.role === 'search');
  return [
    ...readers(roles, from, 'gone'),
    ...gone(lists.map((r) => ({ role: r.role as Role, op: r.op, link: r.link, from }))),
    ...gone(update),
    ...gone(remove),
  ];
};

const named = (steps: Step[]): Chain => ({
  name: steps.map((step) => step.op.operationId).join(' -> '),
  steps,
});

/**
 * The create that feeds a create (its first link to it: the customer of a payment), if any; a
 * chain then starts with it, so the record is made with what it needs.
 */
const parentOf = (create: ContractOp, ops: ContractOp[], selected: (op: ContractOp) => boolean) => {
  for (const parent of createOps(ops).filter(selected)) {
    const link = parent.links.find((l) => l.operationId === create.operationId);
    if (link && parent !== create) return { parent, link };
  }
  return undefined;
};

/** Every chain the links give, for the creates `selected` lets through. */
export const buildChains = (ops: ContractOp[], selected: (op: ContractOp) => boolean = () => true) => {
  const chains: Chain[] = [];
  for (const create of createOps(ops).filter(selected)) {
    // Only the selected operations (--include, --exclude) are called, in chains as anywhere.
    const roles = linkRoles(create, ops).filter((r) => selected(r.op));
    const fed = parentOf(create, ops, selected);
    const prefix: Step[] = fed ? [{ role: 'create', op: fed.parent }] : [];
    const at = prefix.length;
    const first: Step = fed
      ? { role: 'create', op: create, link: fed.link, from: 0 }
      : { role: 'create', op: create };
    const pick = (role: Role): Step[] =>
      roles
        .filter((r) => r.role === role)
        .map((r) => ({
          role,
          op: r.op,
          link: r.link,
          from: at,
          ...(role === 'search' ? { expect: 'available' as Expect } : {}),
        }));
    const update = pick('update');
    const remove = pick('delete');
    const lifecycle: Step[] = [
      ...prefix,
      first,
      ...readers(roles, at, 'available'),
      ...roles
        .filter((r) => r.role === 'list' && roles.some((o) => o.role === 'read'))
        .map((r) => ({
          role: 'list' as Role,
          op: r.op,
          link: r.link,
          from: at,
          expect: 'available' as Expect,
        })),
      ...pick('search'),
      ...pick('view'),
      ...update,
      ...(update.length ? readers(roles, at, 'changed') : []),
      ...remove,
      ...(remove.length ? afterDelete(roles, at, update, remove) : []),
    ];
    chains.push(named(lifecycle));
    for (const action of pick('action'))
      chains.push(named([...prefix, first, action, ...readers(roles, at, 'available')]));
    for (const child of roles.filter((r) => r.role === 'child')) {
      const childStep: Step = { role: 'create', op: child.op, link: child.link, from: at };
      chains.push(
        named([
          ...prefix,
          first,
          childStep,
          ...readers(
            linkRoles(child.op, ops).filter((r) => selected(r.op)),
            at + 1,
            'available',
          ),
        ]),
      );
    }
  }
  // A linked create's chain and the same create's own (fed by that parent) can be one chain.
  return chains.filter((chain, index) => chains.findIndex((other) => other.name === chain.name) === index);
};

/** The creates without a link to a read (its read, or its list where it has none). */
export const createsWithoutRead = (ops: ContractOp[]) =>
  createOps(ops)
    .filter((create) => !linkRoles(create, ops).some((r) => r.role === 'read' || r.role === 'list'))
    .map((op) => op.operationId);
