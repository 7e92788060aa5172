import { LegalDocument } from './LegalDocument';
import { PRIVACY_TEXT } from './privacyCopy';

/** /docs/privacy (001 §2). */
export default function PrivacyPage() {
  return <LegalDocument id="privacy" text={PRIVACY_TEXT} />;
}
