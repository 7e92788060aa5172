// PLACEHOLDER: replaced in this issue.
export default function BrowserExtensionPage() {
  return <h1>BrowserExtensionPage</h1>;
}
