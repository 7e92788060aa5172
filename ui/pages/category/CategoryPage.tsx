// PLACEHOLDER: replaced in this issue.
export default function CategoryPage() {
  return <h1>CategoryPage</h1>;
}
