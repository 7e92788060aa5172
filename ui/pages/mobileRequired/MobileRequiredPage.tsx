// PLACEHOLDER: replaced in this issue.
export default function MobileRequiredPage() {
  return <h1>MobileRequiredPage</h1>;
}
