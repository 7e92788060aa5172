// PLACEHOLDER: replaced in this issue.
export default function RetailersPage() {
  return <h1>RetailersPage</h1>;
}
