// `shell:codex`: `codex exec --json`, the seat's server given with `-c mcp_servers.…` overrides (token from the
// environment), and the tokens of its `turn.completed` events; Codex reports no cost.
import {
  jsonLines,
  lastStringField,
  mcpServerName,
  numberField,
  reported,
  type ShellAdapter,
} from './shell-adapter.js';

/** The environment variable Codex reads the seat's bearer token from. */
export const codexTokenVariable = 'XPARENA_MCP_TOKEN';

export const codexAdapter: ShellAdapter = {
  name: 'codex',
  executable: 'codex',
  needsProvider: true,
  providerHosts: ['api.openai.com', 'chatgpt.com'],
  providerVariables: ['OPENAI_API_KEY', 'CODEX_API_KEY', 'OPENAI_BASE_URL'],
  launch({ workspace, url, token, prompt, model, resume, edits }) {
    return {
      argv: [
        'codex',
        'exec',
        '--json',
        '--skip-git-repo-check',
        '--cd',
        workspace,
        '--sandbox',
        // A developer writes within its working directory (bubblewrap keeps all but strategy/, notes/, artifacts/ read-only).
        edits ? 'workspace-write' : 'read-only',
        '-c',
        `mcp_servers.${mcpServerName}.url=${JSON.stringify(url)}`,
        '-c',
        `mcp_servers.${mcpServerName}.bearer_token_env_var=${JSON.stringify(codexTokenVariable)}`,
        ...(model ? ['--model', model] : []),
        ...(resume ? ['resume', resume] : []),
        prompt,
      ],
      env: { [codexTokenVariable]: token },
      files: {},
    };
  },
  usage(stdout) {
    const turns = jsonLines(stdout).filter((line) => line.type === 'turn.completed');
    if (!turns.length) return undefined;
    const sum = (field: string) =>
      turns.reduce<number | undefined>((total, turn) => {
        const value = numberField((turn.usage as Record<string, unknown> | undefined)?.[field]);
        return value === undefined ? total : (total ?? 0) + value;
      }, undefined);
    return reported({
      inputTokens: sum('input_tokens'),
      cachedTokens: sum('cached_input_tokens'),
      outputTokens: sum('output_tokens'),
      calls: turns.length,
    });
  },
  // `thread.started` names the session that `codex exec resume <id>` continues.
  session: (stdout) => lastStringField(stdout, 'thread_id'),
};
