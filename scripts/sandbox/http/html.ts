/** Text safe inside HTML element content and quoted attribute values: every value from a request or a row goes through it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
