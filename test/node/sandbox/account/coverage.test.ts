import { expect } from 'chai';
import { join } from 'node:path';
import { loadContractService } from '../../../../scripts/sandbox/api/contract';
import { REPO_ROOT } from '../../../../scripts/sandbox/db';
import { customerInfoResolvers } from '../../../../scripts/sandbox/services/content/customerInfoResolvers';
import { monolithHandlers } from '../../../../scripts/sandbox/services/gateway/monolith';
import { walmartOAuthHandlers } from '../../../../scripts/sandbox/services/gateway/walmartOAuth';
import { mainHandlers } from '../../../../scripts/sandbox/services/main';
import type { SandboxDeps } from '../../../../scripts/sandbox/services/SandboxDeps';

/** Enough of SandboxDeps to build the handler maps (nothing runs). */
const deps = { db: {}, now: () => new Date(0), origin: 'http://localhost', identity: { accounts: {} } } as unknown as SandboxDeps;

describe('sandbox account: a handler for every operation it owns', () => {
  it('main.yaml: every operation', async () => {
    const contract = await loadContractService(join(REPO_ROOT, 'openapi', 'main.yaml'));
    const handlers = mainHandlers(deps);
    const missing = contract.operations.map((operation) => operation.operationId).filter((id) => typeof handlers[id] !== 'function');
    expect(missing).to.deep.equal([]);
    expect(Object.keys(handlers).sort()).to.deep.equal(contract.operations.map((operation) => operation.operationId).sort());
  });

  it('gateway.yaml: every /monolith/* and /walmartOAuthService/* operation', async () => {
    const contract = await loadContractService(join(REPO_ROOT, 'openapi', 'gateway.yaml'));
    const ops = (prefix: string) => contract.operations.filter((operation) => operation.pathTemplate.startsWith(prefix)).map((operation) => operation.operationId).sort();
    expect(Object.keys(monolithHandlers(deps)).sort()).to.deep.equal(ops('/monolith/'));
    expect(Object.keys(walmartOAuthHandlers(deps)).sort()).to.deep.equal(ops('/walmartOAuthService/'));
  });

  it('content GraphQL: changeCustomerInfo', () => {
    expect(customerInfoResolvers(deps).Mutation?.changeCustomerInfo).to.be.a('function');
  });
});
