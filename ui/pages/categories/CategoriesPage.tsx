// PLACEHOLDER: replaced in this issue.
export default function CategoriesPage() {
  return <h1>CategoriesPage</h1>;
}
