// PLACEHOLDER: replaced in this issue.
export default function OfferPage() {
  return <h1>OfferPage</h1>;
}
