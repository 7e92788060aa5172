import { LegalDocument } from './LegalDocument';
import { TERMS_TEXT } from './termsCopy';

/** /docs/terms (001 §2). */
export default function TermsPage() {
  return <LegalDocument id="terms" text={TERMS_TEXT} />;
}
