import { MAX_ROUTE_PATH_LENGTH } from '../../domain/navigation/matchRoute';
import { ROUTE_DEFINITIONS, type RouteDefinition } from '../../domain/navigation/routes';

export interface RouteTableCase {
  readonly pattern: string;
  readonly variant: string;
  readonly path: string;
}

/** Values that break a param: malformed percent-encoding, an emoji, a path past the length limit. */
const GARBLED_VALUES: Readonly<Record<string, string>> = {
  'bad percent-encoding': '%E0%A4%A',
  emoji: encodeURIComponent('😀'),
  'over-long': 'x'.repeat(MAX_ROUTE_PATH_LENGTH),
};

/** A value the param's rule accepts (a numeric id, or a word where the rule wants no digits). */
function sampleValue(definition: RouteDefinition, param: string): string {
  const rule = definition.paramRules[param];
  return ['1', 'sample'].find((candidate) => !rule || rule.test(candidate)) ?? '1';
}

/** The route's path with `replace(param)` deciding each param segment: a value, '' (emptied) or null (removed). */
function pathWith(definition: RouteDefinition, replace: (param: string) => string | null): string {
  const parts = definition.segments.flatMap((segment) => {
    if (segment.kind === 'literal') return [segment.text];
    const value = replace(segment.name);
    return value === null ? [] : [value];
  });
  return `/${parts.join('/')}`;
}

function casesOf(definition: RouteDefinition): RouteTableCase[] {
  const sample = (param: string) => sampleValue(definition, param);
  const own = pathWith(definition, sample);
  const cases: [string, string][] = [
    ['as built', own],
    ['trailing slash', `${own}/`],
    ['extra segment', `${own}/extra`],
  ];
  for (const param of definition.params) {
    const other = (value: string | null) => (name: string) => (name === param ? value : sample(name));
    cases.push([`without ${param}`, pathWith(definition, other(null))]);
    cases.push([`${param} emptied`, pathWith(definition, other(''))]);
    for (const [kind, value] of Object.entries(GARBLED_VALUES)) cases.push([`${param} ${kind}`, pathWith(definition, other(value))]);
  }
  return cases.map(([variant, path]) => ({ pattern: definition.pattern, variant, path }));
}

export function routeTableCases(): RouteTableCase[] {
  return ROUTE_DEFINITIONS.flatMap(casesOf);
}
