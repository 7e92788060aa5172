// PLACEHOLDER: replaced in this issue.
export default function RetailerGroupPage() {
  return <h1>RetailerGroupPage</h1>;
}
