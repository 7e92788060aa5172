import type { RouteName } from '../constants/navigation';
import type { RouteMatch } from './matchRoute';
import { fillPattern } from './pathPattern';
import { formatQuery, type QueryInput } from './routeQuery';
import { routeDefinition } from './routes';

export type RouteParamsInput = Readonly<Record<string, string | number | undefined>>;

/**
 * The path (with query) of a named route. Params and query values are percent-encoded; array query values
 * repeat the key. A missing required param or one breaking the route's rule is a programming error: it throws.
 */
export function buildPath(name: RouteName, params: RouteParamsInput = {}, query: QueryInput = {}): string {
  const definition = routeDefinition(name);
  const encoded: Record<string, string> = {};
  for (const segment of definition.segments) {
    if (segment.kind !== 'param') continue;
    const value = params[segment.name];
    if (value === undefined || value === '') {
      if (segment.optional) continue;
      throw new Error(`buildPath(${name}): missing param '${segment.name}'`);
    }
    const text = String(value);
    const rule = definition.paramRules[segment.name];
    if (rule && !rule.test(text)) throw new Error(`buildPath(${name}): param '${segment.name}' is not valid: ${text}`);
    encoded[segment.name] = encodeURIComponent(text);
  }
  return `${fillPattern(definition.segments, encoded)}${formatQuery(query)}`;
}

/**
 * The path (with query) of a route as matched from a URL, as far as its params go: a partial path a person typed
 * ('/categories/Foo') gives itself back instead of throwing, so guards and the route history can name it.
 */
export function matchedPath(route: RouteMatch): string {
  const { segments } = routeDefinition(route.name);
  const encoded = Object.fromEntries(Object.entries(route.params).map(([name, value]) => [name, encodeURIComponent(value)]));
  return `${fillPattern(segments, encoded)}${formatQuery(route.query)}`;
}
