// PLACEHOLDER: replaced in this issue.
export default function WelcomePage() {
  return <h1>WelcomePage</h1>;
}
