// PLACEHOLDER: replaced in this issue.
export default function RetailerPage() {
  return <h1>RetailerPage</h1>;
}
