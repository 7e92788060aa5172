import { observer } from 'mobx-react-lite';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../../components/AppLink/AppLink';
import { useStores } from '../../stores/StoresContext';
import styles from '../staticPage.module.css';
import { MessagePage } from '../../components/MessagePage/MessagePage';
import { EXTENSION_STATUS_COPY } from './copy';

/** browser-extension-installed (001 §2): where the extension's installer lands. */
export default observer(function ExtensionInstalledPage() {
  const { extension } = useStores();
  return (
    <MessagePage id="extension-installed-title" title={EXTENSION_STATUS_COPY.INSTALLED_TITLE} body={EXTENSION_STATUS_COPY.INSTALLED_BODY}>
      {extension.version ? <p className={styles.note}>{EXTENSION_STATUS_COPY.installedVersion(extension.version)}</p> : null}
      <AppLink className={styles.primaryLink} href={buildPath(ROUTE_NAME.RETAILERS)}>
        {EXTENSION_STATUS_COPY.START_SHOPPING}
      </AppLink>
    </MessagePage>
  );
});
