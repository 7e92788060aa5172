import {
  BOUNDARY_NUMBERS,
  BOUNDARY_STRINGS,
  HUGE_VALUES,
  INJECTION_STRINGS,
  UNICODE_STRINGS,
  WRONG_TYPE_VALUES,
} from './hostileValues';
import type { Rng } from './rng';

/** The classes of mutation the issue names; each valid sample is bent by one of them. */
export const MUTATION_KINDS = ['wrong-type', 'missing', 'extra', 'boundary', 'huge', 'unicode', 'injection', 'other-customer', 'auth', 'syntax'] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

export type Path = (string | number)[];
type Container = Record<string | number, unknown>;

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** Every place below `root` a value sits (objects' fields and arrays' items), depth first. */
export function slotsOf(root: unknown, path: Path = []): Path[] {
  if (!isContainer(root)) return [];
  return Object.keys(root).flatMap((key) => {
    const slot = [...path, Array.isArray(root) ? Number(key) : key];
    return [slot, ...slotsOf(root[key], slot)];
  });
}

function parentOf(root: unknown, path: Path): Container | null {
  let node = root;
  for (const key of path.slice(0, -1)) {
    if (!isContainer(node)) return null;
    node = node[key];
  }
  return isContainer(node) ? node : null;
}

export function setAt(root: unknown, path: Path, value: unknown): void {
  const parent = parentOf(root, path);
  if (parent) parent[path[path.length - 1] as string] = value;
}

export function getAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (isContainer(node) ? node[key] : undefined), root);
}

function deleteAt(root: unknown, path: Path): void {
  const parent = parentOf(root, path);
  const key = path[path.length - 1] as string | number;
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else if (parent) delete parent[key];
}

/** A replacement value of the mutation's class, given what sat there. */
function replacementFor(kind: MutationKind, current: unknown, rng: Rng): unknown {
  switch (kind) {
    case 'wrong-type': {
      const others = WRONG_TYPE_VALUES.filter((value) => typeof value !== typeof current || Array.isArray(value) !== Array.isArray(current));
      return rng.pick(others.length ? others : WRONG_TYPE_VALUES);
    }
    case 'boundary':
      return typeof current === 'string' ? rng.pick(BOUNDARY_STRINGS) : Array.isArray(current) ? [] : rng.pick(BOUNDARY_NUMBERS);
    case 'huge':
      return rng.pick(HUGE_VALUES)();
    case 'unicode':
      return rng.pick(UNICODE_STRINGS);
    case 'injection':
      return rng.pick(INJECTION_STRINGS);
    default:
      return current;
  }
}

/**
 * Bends a copy of `root` (a JSON value) by one mutation of `kind` at one random slot: a value replaced,
 * a field or item removed, or an unknown field added. Kinds that act on the request around the value
 * (other-customer, auth, syntax) are the caller's; here they leave the value as it is.
 */
export function mutateJson(root: unknown, kind: MutationKind, rng: Rng, isFixed: (slot: Path) => boolean = () => false): unknown {
  const copy: unknown = structuredClone(root);
  const slots = slotsOf(copy).filter((slot) => !isFixed(slot));
  if (kind === 'extra') {
    const objects = [[], ...slots].filter((slot) => {
      const node = slot.length ? getAt(copy, slot) : copy;
      return isContainer(node) && !Array.isArray(node);
    });
    if (!objects.length) return copy;
    const target = rng.pick(objects);
    const node = (target.length ? getAt(copy, target) : copy) as Container;
    node[rng.pick(['is_admin', 'customer_id', 'balance_cents', 'unknownField', 'constructor', '$where'])] = rng.pick([true, 100001, 'x', { $gt: '' }]);
    return copy;
  }
  if (!slots.length) return kind === 'missing' ? undefined : replacementFor(kind, copy, rng);
  const slot = rng.pick(slots);
  if (kind === 'missing') deleteAt(copy, slot);
  else setAt(copy, slot, replacementFor(kind, getAt(copy, slot), rng));
  return copy;
}
