// PLACEHOLDER: replaced in this issue.
export default function MaintenancePage() {
  return <h1>MaintenancePage</h1>;
}
