// `shell:command?cmd=…`: any command line (run by /bin/sh) that finds the seat through the XPARENA_MCP_* variables;
// its usage is the `usage` object of the last JSON line it prints, if any.
import { join } from 'node:path';
import type { Usage } from '../../core/agent.js';
import { claudeConfigFile } from './claude-code-adapter.js';
import { jsonLines, mcpServerName, numberField, reported, type ShellAdapter } from './shell-adapter.js';

/** A `shell:command` adapter for one command line. */
export function commandAdapter(command: string): ShellAdapter {
  return {
    name: 'command',
    needsProvider: false,
    providerHosts: [],
    providerVariables: [],
    launch({ workspace, url, token, prompt }) {
      const config = {
        mcpServers: { [mcpServerName]: { type: 'http', url, headers: { Authorization: `Bearer ${token}` } } },
      };
      return {
        argv: ['/bin/sh', '-c', command],
        env: {
          XPARENA_MCP_URL: url,
          XPARENA_MCP_TOKEN: token,
          XPARENA_MCP_CONFIG: join(workspace, claudeConfigFile),
          XPARENA_PROMPT: prompt,
        },
        files: { [claudeConfigFile]: JSON.stringify(config, null, 2) },
      };
    },
    usage(stdout) {
      const last = jsonLines(stdout).findLast((line) => line.usage !== null && typeof line.usage === 'object');
      if (!last) return undefined;
      const usage = last.usage as Record<string, unknown>;
      const fields: (keyof Usage)[] = [
        'inputTokens',
        'outputTokens',
        'cachedTokens',
        'reasoningTokens',
        'costUsd',
        'calls',
      ];
      return reported(Object.fromEntries(fields.map((field) => [field, numberField(usage[field])])));
    },
  };
}
