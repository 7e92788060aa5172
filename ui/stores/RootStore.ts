import type { History } from 'history';
import type { Clock } from '../../adapters/clock';
import type { CustomerGateway } from '../../adapters/customers';
import type { IdentityPort } from '../../adapters/identity';
import { AuthStore } from './AuthStore';
import { CustomerStore } from './CustomerStore';
import { RouterStore } from './RouterStore';

/** The ports the stores are built on: real adapters in main.tsx, in-memory twins in tests. */
export interface StorePorts {
  history: History;
  identity: IdentityPort;
  customers: CustomerGateway;
  clock: Clock;
}

/** Wires every store once; views reach them through useStores(). */
export class RootStore {
  readonly router: RouterStore;
  readonly auth: AuthStore;
  readonly customer: CustomerStore;

  constructor(ports: StorePorts) {
    this.router = new RouterStore(ports.history);
    this.auth = new AuthStore(ports.identity, ports.clock);
    this.customer = new CustomerStore(ports.customers, this.auth);
  }
}
