import { MOBILE_REQUIRED_COPY } from './copy';
import { AppDownloadLinks } from '../appLinks/AppDownloadLinks';
import { MessagePage } from '../../components/MessagePage/MessagePage';

/** An action that needs the mobile app (000 §6: "some actions need the mobile app"). */
export default function MobileRequiredPage() {
  return (
    <MessagePage id="mobile-required-title" title={MOBILE_REQUIRED_COPY.TITLE} body={MOBILE_REQUIRED_COPY.BODY}>
      <AppDownloadLinks />
    </MessagePage>
  );
}
