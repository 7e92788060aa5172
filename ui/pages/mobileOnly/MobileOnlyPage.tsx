// PLACEHOLDER: replaced in this issue.
export default function MobileOnlyPage() {
  return <h1>MobileOnlyPage</h1>;
}
