import { compareStructural, observable, runInAction } from 'mobx';
import { errorMessage } from '../errorMessage';
import { LatestLoad } from './LatestLoad';
import type { LoadStatus } from './LoadStatus';

/** The answer of one load: which entities it named, in its order, and how it went. */
export interface EntityList<Id = number> {
  readonly status: LoadStatus;
  readonly ids: readonly Id[];
  readonly error: string | null;
}

const NOT_LOADED: EntityList<never> = { status: 'idle', ids: [], error: null };

/**
 * The base of the entity stores on Stores (outline's Store): one copy of each entity by id, so every view
 * showing it agrees; loads kept by what they asked for ("a retailer's offers"), each with its status, the
 * latest load of a key winning; and after a write the store adopts the server's answer (`adopt`) rather
 * than re-deriving it. Sign-out clears it (Stores).
 */
export abstract class EntityStore<T, Id extends number | string = number> {
  readonly byId = observable.map<Id, T>({}, { deep: false });
  readonly lists = observable.map<string, EntityList<Id>>({}, { deep: false });
  private readonly latestLoads = new Map<string, LatestLoad>();

  /** Names the store in the console's warnings ('offers'). */
  protected abstract readonly label: string;

  /** An entity's id (its `id`, or the key it is known by, such as a link's retailer id). */
  protected abstract idOf(entity: T): Id;

  get(id: Id): T | undefined {
    return this.byId.get(id);
  }

  /**
   * Takes the server's copy of an entity, over what was known of it (an answer may carry fewer fields). An answer
   * that changes nothing keeps the known object: a reload (signed in, the same page) re-renders only what changed.
   */
  adopt(entity: T): T {
    const id = this.idOf(entity);
    const known = this.byId.get(id);
    const adopted = { ...known, ...entity };
    if (known !== undefined && compareStructural(known, adopted)) return known;
    runInAction(() => this.byId.set(id, adopted));
    return adopted;
  }

  adoptAll(entities: readonly T[]): void {
    runInAction(() => {
      for (const entity of entities) this.adopt(entity);
    });
  }

  /** A load's state: idle before the first, else its status and the ids it answered. */
  list(key: string): EntityList<Id> {
    return this.lists.get(key) ?? NOT_LOADED;
  }

  /** The entities a load answered, as they are now. */
  entitiesOf(key: string): T[] {
    return this.list(key).ids.flatMap((id) => this.byId.get(id) ?? []);
  }

  /** Forgets every entity and load (sign-out: what was loaded belonged to who was signed in). */
  clear(): void {
    for (const latest of this.latestLoads.values()) latest.cancel();
    runInAction(() => {
      this.byId.clear();
      this.lists.clear();
    });
  }

  /**
   * Keeps `entities` as the answer of `key` without a call (a write answered the whole list); a load of it still
   * running is outdated.
   */
  protected keepList(key: string, entities: readonly T[]): void {
    this.latestLoads.get(key)?.cancel();
    runInAction(() => {
      this.adoptAll(entities);
      this.lists.set(key, { status: 'ready', ids: entities.map((entity) => this.idOf(entity)), error: null });
    });
  }

  /** Marks a load failed without a call (what it needs is missing); a load of it still running is outdated. */
  protected fail(key: string, message: string): void {
    this.latestLoads.get(key)?.cancel();
    runInAction(() => this.lists.set(key, { status: 'error', ids: [], error: message }));
  }

  /**
   * Loads the entities `key` names and adopts them; a failure keeps the error (the failure's message, else
   * `fallbackError`) and no ids. A later load of the same key wins. Never rejects; true when this answer is kept.
   */
  protected async loadList(key: string, fetch: () => Promise<readonly T[]>, fallbackError: string): Promise<boolean> {
    let latest = this.latestLoads.get(key);
    if (!latest) this.latestLoads.set(key, (latest = new LatestLoad()));
    const isLatest = latest.start();
    runInAction(() => this.lists.set(key, { status: 'loading', ids: this.list(key).ids, error: null }));
    try {
      const entities = await fetch();
      if (!isLatest()) return false;
      runInAction(() => {
        this.adoptAll(entities);
        this.lists.set(key, { status: 'ready', ids: entities.map((entity) => this.idOf(entity)), error: null });
      });
      return true;
    } catch (error) {
      if (!isLatest()) return false;
      console.warn(`[${this.label}] ${key} could not be loaded`, error);
      runInAction(() => this.lists.set(key, { status: 'error', ids: [], error: errorMessage(error, fallbackError) }));
      return false;
    }
  }
}
