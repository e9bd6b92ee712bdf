import { join, resolve } from 'node:path';
import type { ModelEnvironment } from '../agents/llm/create-model.js';
import { ModelCache } from '../store/model-cache.js';
import { Store } from '../store/store.js';

/** The store directory: `--home`, else `XPARENA_HOME`, else `./.xparena`. */
export function homeDir(home: string | undefined): string {
  return resolve(home ?? process.env.XPARENA_HOME ?? '.xparena');
}

/** Opens the store in the home directory. */
export function openStore(home: string | undefined): Store {
  return new Store(join(homeDir(home), 'xparena.db'));
}

/** What `llm:` agents need from the CLI: the home (for prices.json) and the store's response cache. */
export function modelEnvironment(store: Store | undefined, home: string | undefined): ModelEnvironment {
  return { home: homeDir(home), ...(store ? { cache: new ModelCache(store.database) } : {}) };
}
