/** Text safe inside HTML element content and quoted attribute values (the pages a server writes by hand). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
