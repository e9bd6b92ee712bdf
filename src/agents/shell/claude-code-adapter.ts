// `shell:claude-code`: Claude Code in print mode (`claude -p`), the seat's server from `--mcp-config` only, and its
// JSON result, which reports tokens and `total_cost_usd`.
import { join } from 'node:path';
import {
  jsonLines,
  lastStringField,
  mcpServerName,
  numberField,
  reported,
  type ShellAdapter,
} from './shell-adapter.js';

/** The MCP config file written into the workspace. */
export const claudeConfigFile = 'mcp.json';

/** Claude Code's own tools a developer may use besides the MCP server's (the sandbox decides what it can write). */
const claudeEditTools = ['Read', 'Edit', 'Write', 'Bash', 'Glob', 'Grep'];

export const claudeCodeAdapter: ShellAdapter = {
  name: 'claude-code',
  executable: 'claude',
  needsProvider: true,
  providerHosts: ['api.anthropic.com'],
  providerVariables: ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN', 'ANTHROPIC_BASE_URL', 'ANTHROPIC_MODEL'],
  launch({ workspace, url, token, prompt, model, resume, edits }) {
    const config = {
      mcpServers: { [mcpServerName]: { type: 'http', url, headers: { Authorization: `Bearer ${token}` } } },
    };
    return {
      argv: [
        'claude',
        '-p',
        prompt,
        '--output-format',
        'json',
        '--mcp-config',
        join(workspace, claudeConfigFile),
        '--strict-mcp-config',
        '--allowedTools',
        edits ? [`mcp__${mcpServerName}`, ...claudeEditTools].join(',') : `mcp__${mcpServerName}`,
        ...(model ? ['--model', model] : []),
        ...(resume ? ['--resume', resume] : []),
      ],
      env: {},
      files: { [claudeConfigFile]: JSON.stringify(config, null, 2) },
    };
  },
  usage(stdout) {
    const result = jsonLines(stdout).findLast((line) => line.type === 'result');
    if (!result) return undefined;
    const usage = (result.usage ?? {}) as Record<string, unknown>;
    const fresh = numberField(usage.input_tokens);
    const written = numberField(usage.cache_creation_input_tokens) ?? 0;
    const read = numberField(usage.cache_read_input_tokens) ?? 0;
    return reported({
      inputTokens: fresh === undefined ? undefined : fresh + written + read,
      outputTokens: numberField(usage.output_tokens),
      cachedTokens: fresh === undefined ? undefined : read,
      costUsd: numberField(result.total_cost_usd),
      calls: numberField(result.num_turns),
    });
  },
  session: (stdout) => lastStringField(stdout, 'session_id'),
};
