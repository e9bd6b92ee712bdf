// `shell:opencode`: `opencode run --format json` in a workspace whose opencode.json names the seat's server, and the
// tokens and cost of its `step_finish` events.
import { jsonLines, mcpServerName, numberField, reported, type ShellAdapter } from './shell-adapter.js';

/** The project config OpenCode reads from its working directory. */
export const opencodeConfigFile = 'opencode.json';

export const opencodeAdapter: ShellAdapter = {
  name: 'opencode',
  executable: 'opencode',
  needsProvider: true,
  providerHosts: ['api.anthropic.com', 'api.openai.com', 'openrouter.ai', 'opencode.ai', 'models.dev'],
  providerVariables: [
    'ANTHROPIC_API_KEY',
    'OPENAI_API_KEY',
    'OPENROUTER_API_KEY',
    'OPENCODE_API_KEY',
    'GOOGLE_GENERATIVE_AI_API_KEY',
  ],
  launch({ url, token, prompt, model }) {
    const config = {
      $schema: 'https://opencode.ai/config.json',
      mcp: {
        [mcpServerName]: { type: 'remote', url, enabled: true, headers: { Authorization: `Bearer ${token}` } },
      },
    };
    return {
      argv: ['opencode', 'run', '--format', 'json', ...(model ? ['--model', model] : []), prompt],
      env: {},
      files: { [opencodeConfigFile]: JSON.stringify(config, null, 2) },
    };
  },
  usage(stdout) {
    const steps = jsonLines(stdout)
      .filter((line) => line.type === 'step_finish')
      .map((line) => (line.part ?? {}) as Record<string, unknown>);
    if (!steps.length) return undefined;
    let inputTokens: number | undefined;
    let outputTokens: number | undefined;
    let cachedTokens: number | undefined;
    let costUsd: number | undefined;
    const add = (total: number | undefined, value: unknown) => {
      const number = numberField(value);
      return number === undefined ? total : (total ?? 0) + number;
    };
    for (const step of steps) {
      const tokens = (step.tokens ?? {}) as Record<string, unknown>;
      const cache = (tokens.cache ?? {}) as Record<string, unknown>;
      inputTokens = add(add(add(inputTokens, tokens.input), cache.read), cache.write);
      cachedTokens = add(cachedTokens, cache.read);
      outputTokens = add(add(outputTokens, tokens.output), tokens.reasoning);
      costUsd = add(costUsd, step.cost);
    }
    return reported({ inputTokens, outputTokens, cachedTokens, costUsd, calls: steps.length });
  },
};
