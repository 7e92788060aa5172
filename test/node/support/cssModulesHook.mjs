// A module.register hook for Node: a style sheet import answers a module whose default export names each class by
// itself (`styles.card` → 'card'), so views that import CSS Modules render under tsx (server rendering tests).
const STYLE_SHEET = /\.css$/;

export async function resolve(specifier, context, nextResolve) {
  if (STYLE_SHEET.test(specifier)) return { url: new URL(specifier, context.parentURL).href, shortCircuit: true };
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!STYLE_SHEET.test(url)) return nextLoad(url, context);
  return {
    format: 'module',
    shortCircuit: true,
    source: "export default new Proxy({}, { get: (_, name) => (typeof name === 'string' ? name : undefined) });",
  };
}
