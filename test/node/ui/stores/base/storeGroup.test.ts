import { expect } from 'chai';
import sinon from 'sinon';
import { StoreGroup, storeModule, type BuiltGroup } from '../../../../../ui/stores/base/StoreGroup';
import { createTestStores, signInCustomer } from '../../../../support/testStores';

/** A store holding the customer's data, counting its clears. */
class Held {
  clears = 0;
  clear(): void {
    this.clears += 1;
  }
}

/** A group on a module that loads when `arrive` is called (or fails with `fail`), counting builds and loads. */
function pendingGroup() {
  const counts = { loads: 0, builds: 0 };
  const signOutList: { clear(): void }[] = [];
  let arrive: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const module = storeModule(() => {
    counts.loads += 1;
    return new Promise<{ build: () => BuiltGroup<{ held: Held }> }>((resolve, reject) => {
      arrive = () =>
        resolve({
          build: () => {
            counts.builds += 1;
            const held = new Held();
            return { stores: { held }, customerData: [held] };
          },
        });
      fail = () => reject(new Error('chunk missing'));
    });
  });
  const group = new StoreGroup(module, (loaded) => loaded.build(), (customerData) => signOutList.push(...customerData));
  return { group, module, counts, signOutList, arrive: () => arrive(), fail: () => fail() };
}

describe('StoreGroup (a feature store group, built on first use)', () => {
  it('use() runs with the group once its module is in; a module that cannot load is warned about and runs nothing', async () => {
    const ran: Held[] = [];
    const arrived = pendingGroup();
    const using = arrived.group.use(({ held }) => ran.push(held), '[test] the group could not load');
    expect(ran).to.deep.equal([]);
    arrived.arrive();
    await using;
    expect(ran).to.deep.equal([arrived.group.get().held]);

    const failed = pendingGroup();
    const warn = sinon.stub(console, 'warn');
    try {
      const failing = failed.group.use(({ held }) => ran.push(held), '[test] the group could not load');
      failed.fail();
      await failing;
      expect(warn.calledOnceWith('[test] the group could not load')).to.equal(true);
    } finally {
      warn.restore();
    }
    expect(ran).to.have.length(1);
  });

  it('is absent until its module is in: current is null and get() says what to do', () => {
    const { group, counts } = pendingGroup();
    expect(group.current).to.equal(null);
    expect(() => group.get()).to.throw(/await ready\(\) in the loader/);
    expect(counts.loads).to.equal(0);
  });

  it('loads the module once for every caller and builds the group once, handing its customer data to the sign-out list', async () => {
    const t = pendingGroup();
    const first = t.group.ready();
    const second = t.group.ready();
    t.arrive();
    const [a, b] = await Promise.all([first, second]);
    expect(a).to.equal(b);
    expect(t.group.get()).to.equal(a);
    expect(t.group.current).to.equal(a);
    expect(t.counts).to.deep.equal({ loads: 1, builds: 1 });
    expect(t.signOutList).to.deep.equal([a.held]);
  });

  it('tries a failed module load again on the next call', async () => {
    const t = pendingGroup();
    const failed = t.group.ready();
    t.fail();
    await failed.then(
      () => expect.fail('the load failed'),
      (error: Error) => expect(error.message).to.equal('chunk missing'),
    );
    const again = t.group.ready();
    t.arrive();
    expect((await again).held).to.be.instanceOf(Held);
    expect(t.counts.loads).to.equal(2);
  });

  it('builds once per Stores from a module shared by all of them', async () => {
    const t = pendingGroup();
    const otherSignOut: { clear(): void }[] = [];
    const other = new StoreGroup(t.module, (loaded) => loaded.build(), (customerData) => otherSignOut.push(...customerData));
    const ready = t.group.ready();
    t.arrive();
    await ready;
    expect(other.current?.held).to.be.instanceOf(Held).and.not.equal(t.group.get().held);
    expect(t.counts).to.deep.equal({ loads: 1, builds: 2 });
  });
});

describe("Stores's feature groups", () => {
  it('are built once: a getter, the group and ready() answer the same stores', async () => {
    const { stores } = createTestStores();
    expect(stores.earnings).to.equal(stores.groups.account.get().earnings);
    expect((await stores.groups.account.ready()).earnings).to.equal(stores.earnings);
    expect(stores.sidebar).to.equal(stores.sidebar);
  });

  it("clear a group's customer data on sign-out, a group built after an earlier sign-out too", async () => {
    const created = createTestStores();
    const { stores } = created;
    signInCustomer(created);
    await stores.auth.start(new URL('http://localhost/home'));
    stores.auth.forceSignOut();
    signInCustomer(created);
    await stores.auth.start(new URL('http://localhost/home'));
    // Built only now, after the first sign-out.
    await stores.earnings.loadHistory();
    expect(stores.earnings.history.status).to.equal('ready');
    stores.auth.forceSignOut();
    expect(stores.earnings.history.status).to.equal('idle');
  });
});
