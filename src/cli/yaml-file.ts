// Reading a YAML file a user names (run specs, suite files, models files): one clear line when it cannot be read or
// parsed.
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { UsageError } from '../core/usage-error.js';

/** The parsed document of `path`; UsageError naming `what` and the problem when it is unreadable or not YAML. */
export function readYamlFile(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${what} ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return parseYaml(text);
  } catch (error) {
    throw new UsageError(
      `${what} ${path} is not valid YAML: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
