/** Turns an OpenAPI path template into a matcher: '/v2/customers/{id}.json' → params { id }. */
export interface PathMatcher {
  match(path: string): Record<string, string> | null;
  /** More literal characters sort first, so '/listToOffers/feedback' is tried before a templated sibling. */
  readonly specificity: number;
}

export function compilePathTemplate(template: string): PathMatcher {
  const names: string[] = [];
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const param = /^\{([^}]+)\}$/.exec(part);
      if (param) {
        names.push(param[1] ?? '');
        return '([^/]+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const regex = new RegExp(`^${pattern}$`);
  return {
    specificity: template.replace(/\{[^}]+\}/g, '').length,
    match(path) {
      const found = regex.exec(path);
      if (!found) return null;
      const params: Record<string, string> = {};
      for (const [index, name] of names.entries()) {
        try {
          params[name] = decodeURIComponent(found[index + 1] ?? '');
        } catch {
          return null;
        }
      }
      return params;
    },
  };
}
