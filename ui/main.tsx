import { createBrowserHistory } from 'history';
import { createRoot } from 'react-dom/client';
import { systemClock } from '../adapters/clock';
import { loadAppConfig, type AppConfig } from '../adapters/config';
import { sdkCustomerGateway } from '../adapters/customers';
import { createApi } from '../adapters/http';
import { auth0Identity } from '../adapters/identity';
import { App } from './app/App';
import { startNavigationGuard } from './app/navigationGuard';
import { RootStore } from './stores/RootStore';
import { StoresProvider } from './stores/StoresContext';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const origin = window.location.origin;
let config: Promise<AppConfig> | null = null;
const identity = auth0Identity({ config: () => (config ??= loadAppConfig()), origin, storage: window.localStorage });

// The SDK asks the stores for the token and customer id at call time.
const api = createApi(
  origin,
  {
    getAccessToken: () => stores.auth.getAccessToken(),
    getCustomerId: () => stores.auth.customerId,
    getSessionId: () => null,
    getZip: () => stores.customer.info?.zip || null,
  },
  () => stores.auth.forceSignOut(),
);
const stores: RootStore = new RootStore({
  history: createBrowserHistory(),
  identity,
  customers: sdkCustomerGateway(api),
  clock: systemClock,
});

createRoot(container).render(
  <StoresProvider stores={stores}>
    <App />
  </StoresProvider>,
);

void stores.auth.start(new URL(window.location.href)).then((target) => {
  if (target) stores.router.navigate(target, { replace: true });
  startNavigationGuard(stores);
});
