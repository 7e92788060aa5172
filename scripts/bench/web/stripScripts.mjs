// A page's floor: its server-rendered HTML without the scripts that run on it, so the page costs only its markup,
// styles and images.

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>\n?/gi;
const LINK_ELEMENT = /<link\b[^>]*>\n?/gi;
const attribute = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1]?.toLowerCase();

/** A modulepreload, or a preload of a script. @param {string} tag */
function preloadsScript(tag) {
  const rel = attribute(tag, 'rel');
  return rel === 'modulepreload' || (rel === 'preload' && attribute(tag, 'as') === 'script');
}

/** @param {string} html */
export function stripScripts(html) {
  return html.replace(SCRIPT_ELEMENT, '').replace(LINK_ELEMENT, (tag) => (preloadsScript(tag) ? '' : tag));
}
