// Imports point one way through the layers of DESIGN.md: core ← games ← model ← sandbox ← agents/mcp ← experience ←
// runner ← arena ← protocols ← runs ← report ← cli/server, with store and measure depending only on core; mcp (a game seat as
// MCP tools) shares the agents' layer, so shell agents can serve their seat. `npm test` runs this (`npm run deps`);
// tests and test helpers (`*.test.ts`, `test-*.ts`) may reach across layers to build fixtures.
const layers = [
  'core',
  'games',
  'model',
  'sandbox',
  'agents|mcp',
  'experience',
  'runner',
  'arena',
  'protocols',
  'runs',
  'report',
];
const top = ['cli', 'server'];
const testFile = '(\\.test\\.tsx?$|/test-[^/]+\\.tsx?$)';

/** A rule forbidding `layer` to import any layer above it. */
function below(layer, index) {
  const above = [...layers.slice(index + 1), ...top];
  return {
    name: `${layer.replace('|', '-and-')}-imports-down-only`,
    comment: `src/(${layer}) may import only the layers below it (${layers.slice(0, index).join(', ') || 'none'})`,
    severity: 'error',
    from: { path: `^src/(${layer})/`, pathNot: testFile },
    to: { path: `^src/(${above.join('|')}|store|measure)/` },
  };
}

module.exports = {
  forbidden: [
    ...layers.map((layer, index) => {
      const rule = below(layer, index);
      // Layers from agents up may read the store and the measures; core, games and model may not.
      if (index >= layers.indexOf('agents|mcp'))
        rule.to = { path: `^src/(${[...layers.slice(index + 1), ...top].join('|')})/` };
      return rule;
    }),
    {
      name: 'store-and-measure-import-core-only',
      comment: 'src/store and src/measure depend only on src/core',
      severity: 'error',
      from: { path: '^src/(store|measure)/', pathNot: testFile },
      to: { path: '^src/', pathNot: '^src/(core|store|measure)/' },
    },
    {
      name: 'store-and-measure-apart',
      comment: 'src/store and src/measure do not import each other',
      severity: 'error',
      from: { path: '^src/store/', pathNot: testFile },
      to: { path: '^src/measure/' },
    },
    {
      name: 'measure-and-store-apart',
      comment: 'src/measure and src/store do not import each other',
      severity: 'error',
      from: { path: '^src/measure/', pathNot: testFile },
      to: { path: '^src/store/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
