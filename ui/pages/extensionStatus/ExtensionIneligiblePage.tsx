import { ContactOptions } from '../../components/ContactOptions/ContactOptions';
import { MessagePage } from '../../components/MessagePage/MessagePage';
import { EXTENSION_STATUS_COPY } from './copy';

/** browser-extension-ineligible (000 §6, 001 §6: some users are ineligible for the extension; contact support). */
export default function ExtensionIneligiblePage() {
  return (
    <MessagePage id="extension-ineligible-title" title={EXTENSION_STATUS_COPY.INELIGIBLE_TITLE} body={EXTENSION_STATUS_COPY.INELIGIBLE_BODY}>
      <ContactOptions />
    </MessagePage>
  );
}
