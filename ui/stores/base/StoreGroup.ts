import { observable, runInAction } from 'mobx';

/**
 * A module of stores fetched on demand (a dynamic `import()`), shared by every `Stores`: fetched once, a failed
 * fetch forgotten so the next call tries again. `loaded()` is observable: a view that found it missing
 * re-renders when it arrives.
 */
export interface StoreModule<M> {
  /** Starts (or joins) fetching the module. */
  preload(): Promise<M>;
  /** The module once fetched, else null. */
  loaded(): M | null;
  /** The module's repo path, when a server-rendered page needs it: its chunk is preloaded (LazyComponent.sources). */
  readonly sources: readonly string[];
}

export function storeModule<M>(load: () => Promise<M>, sources: readonly string[] = []): StoreModule<M> {
  const module = observable.box<M | null>(null, { deep: false });
  let loading: Promise<M> | null = null;
  return {
    preload: () =>
      (loading ??= load().then(
        (loaded) => {
          runInAction(() => module.set(loaded));
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => module.get(),
    sources,
  };
}

/** What a group's module builds: its stores, and those of them that hold the customer's data (cleared on sign-out). */
export interface BuiltGroup<T> {
  stores: T;
  customerData: readonly { clear(): void }[];
}

/**
 * One `Stores`'s instance of a feature's stores (ui/README.md "Feature stores"): built once, on the first read after
 * its module is in, so the startup code carries none of them. `onBuilt` gets the group's customer data, which
 * `Stores` clears on sign-out like its own.
 */
export class StoreGroup<M, T> {
  private built: T | null = null;

  constructor(
    private readonly module: StoreModule<M>,
    private readonly build: (module: M) => BuiltGroup<T>,
    private readonly onBuilt: (customerData: BuiltGroup<T>['customerData']) => void,
  ) {}

  /** Fetches the module; answers the group (a route loader awaits it before filling the group's stores). */
  async ready(): Promise<T> {
    return this.of(await this.module.preload());
  }

  /**
   * Runs `run` with the group once its module is in (a control's or an effect's first use). A module that cannot load
   * is warned about as `failed` (what did not happen), and `run` does not run.
   */
  use(run: (group: T) => unknown, failed: string): Promise<void> {
    return this.ready().then(
      (group) => void run(group),
      (error: unknown) => console.warn(failed, error),
    );
  }

  /** Whether its module is in (observable). */
  get loaded(): boolean {
    return this.module.loaded() !== null;
  }

  /** The group, if its module is in (observable), else null: for a view shown before any page needed it. */
  get current(): T | null {
    const module = this.module.loaded();
    return module ? this.of(module) : null;
  }

  /** The group, for a page, model or loader its module came with (their chunk loads it: pages.tsx, routeLoaders.ts). */
  get(): T {
    const group = this.current;
    if (!group) throw new Error('A feature store was read before its module loaded: load it with the page or await ready() in the loader');
    return group;
  }

  private of(module: M): T {
    if (!this.built) {
      const { stores, customerData } = this.build(module);
      this.built = stores;
      this.onBuilt(customerData);
    }
    return this.built;
  }
}
