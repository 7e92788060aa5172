import { observer } from 'mobx-react-lite';
import { NAV_QUERY_KEY } from '../../../domain/constants/navigation';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import { MOBILE_ONLY_COPY } from './copy';
import { mobileOnlyMessage } from '../../../domain/platform/staticPages';
import { useStores } from '../../stores/StoresContext';
import { AppDownloadLinks } from '../appLinks/AppDownloadLinks';
import { MessagePage } from '../../components/MessagePage/MessagePage';

/** Something that exists only in the mobile app (query keyword names it: "This offer is only available…"). */
export default observer(function MobileOnlyPage() {
  const { router } = useStores();
  const message = mobileOnlyMessage(routeQueryValue(router.route.query, NAV_QUERY_KEY.KEYWORD));
  return (
    <MessagePage id="mobile-only-title" title={message} body={MOBILE_ONLY_COPY.BODY}>
      <AppDownloadLinks />
    </MessagePage>
  );
});
