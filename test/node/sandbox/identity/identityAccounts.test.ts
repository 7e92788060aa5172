import { InMemoryIdentityAccounts } from '../../../../scripts/sandbox/identity';
import { describeIdentityAccountsContract } from './support/identityAccountsContract';

describeIdentityAccountsContract('in memory', async () => ({ accounts: new InMemoryIdentityAccounts(), customerId: '7001' }));
