import { join, resolve } from 'node:path';
import { Store } from '../store/store.js';

/** The store directory: `--home`, else `XPARENA_HOME`, else `./.xparena`. */
export function homeDir(home: string | undefined): string {
  return resolve(home ?? process.env.XPARENA_HOME ?? '.xparena');
}

/** Opens the store in the home directory. */
export function openStore(home: string | undefined): Store {
  return new Store(join(homeDir(home), 'xparena.db'));
}
