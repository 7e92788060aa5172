// PLACEHOLDER: replaced in this issue.
export default function GetTheAppPage() {
  return <h1>GetTheAppPage</h1>;
}
