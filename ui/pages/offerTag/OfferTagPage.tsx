// PLACEHOLDER: replaced in this issue.
export default function OfferTagPage() {
  return <h1>OfferTagPage</h1>;
}
