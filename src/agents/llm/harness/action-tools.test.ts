import { describe, expect, it } from 'vitest';
import { ptcgGame } from '../../../games/ptcg/ptcg-game.js';
import { ActionCatalog, actionTools, maxActionTools } from './action-tools.js';

const text = (action: unknown) => (typeof action === 'string' ? action : JSON.stringify(action));
type Schema = {
  properties: Record<string, { type?: unknown; enum?: unknown[] }>;
  required?: string[];
  additionalProperties?: boolean;
};
const paramsOf = (tools: ReturnType<typeof actionTools>, name: string) =>
  tools.tools.find((tool) => tool.name === name)?.parameters as Schema;

describe('tools for string actions', () => {
  it('with the mask, offers one parameterless tool per distinct legal string (plus the optional score)', () => {
    const tools = actionTools(['collaborate', 'cheat', 'END', 'cheat'], { mask: true, text });
    expect(tools.tools.map((tool) => tool.name)).toEqual(['collaborate', 'cheat', 'END']);
    expect(paramsOf(tools, 'cheat')).toEqual({
      type: 'object',
      properties: { score: { type: 'number', description: expect.any(String) } },
      additionalProperties: false,
    });
    expect(tools.resolve({ name: 'cheat', input: { score: 3 } })).toEqual({ ok: true, action: 'cheat', selfScore: 3 });
    expect(tools.resolve({ name: 'END', input: {} })).toEqual({ ok: true, action: 'END' });
  });

  it('makes valid, distinct tool names from action texts', () => {
    const tools = actionTools(['uncover (1,2)', 'a b', 'a_b', '***'], { mask: true, text });
    expect(tools.tools.map((tool) => tool.name)).toEqual(['uncover_1_2', 'a_b', 'a_b_2', 'action']);
    expect(tools.resolve({ name: 'a_b_2', input: {} })).toEqual({ ok: true, action: 'a_b' });
    for (const tool of tools.tools) expect(tool.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
  });

  it(`with more than ${maxActionTools} strings, offers one text tool whose action is an enum of the legal texts`, () => {
    const legal = Array.from({ length: maxActionTools + 1 }, (_, index) => `move ${index}`);
    const tools = actionTools(legal, { mask: true, text });
    expect(tools.tools.map((tool) => tool.name)).toEqual(['act']);
    expect(paramsOf(tools, 'act').properties.action?.enum).toEqual(legal);
    expect(paramsOf(tools, 'act').required).toEqual(['action']);
    expect(tools.resolve({ name: 'act', input: { action: 'move 3', score: '1.5' } })).toEqual({
      ok: true,
      action: 'move 3',
      selfScore: 1.5,
    });
  });

  it('without the mask, offers the free text tool only: the model must infer what is legal', () => {
    const tools = actionTools(['check', 'bet'], { mask: false, text });
    expect(tools.tools.map((tool) => tool.name)).toEqual(['act']);
    expect(paramsOf(tools, 'act').properties.action?.enum).toBeUndefined();
    expect(tools.resolve({ name: 'act', input: { action: ' bet ' } })).toEqual({ ok: true, action: 'bet' });
    expect(tools.resolve({ name: 'act', input: { action: 'fold' } })).toEqual({ ok: true, text: 'fold' });
  });

  it('lists no enum and no per-action tools when the legal list is only a subset (open games)', () => {
    const tools = actionTools(['a', 'b'], { mask: true, text, open: true });
    expect(tools.tools.map((tool) => tool.name)).toEqual(['act']);
    expect(paramsOf(tools, 'act').properties.action?.enum).toBeUndefined();
  });
});

describe('tools for object actions', () => {
  const legal = [
    { type: 'attack', attack: 0, target: 'active' },
    { type: 'attack', attack: 1, target: 'bench', index: 2 },
    { type: 'retreat', to: 1 },
    { type: 'pass' },
  ];

  it('with the mask, offers one tool per type with enums of the legal values and the fields every action has as required', () => {
    const tools = actionTools(legal, { mask: true, text });
    expect(tools.tools.map((tool) => tool.name)).toEqual(['attack', 'retreat', 'pass']);
    const attack = paramsOf(tools, 'attack');
    expect(attack.properties.attack).toEqual({ type: 'integer', enum: [0, 1] });
    expect(attack.properties.target).toEqual({ type: 'string', enum: ['active', 'bench'] });
    expect(attack.properties.index).toEqual({ type: 'integer', enum: [2] });
    expect(attack.properties.type).toBeUndefined();
    expect(attack.required).toEqual(['attack', 'target']);
    expect(attack.additionalProperties).toBe(false);
    expect(Object.keys(paramsOf(tools, 'pass').properties)).toEqual(['score']);
    expect(tools.tools[0]?.description).toBe('Play "attack" with its arguments, e.g. {"attack":0,"target":"active"}.');
    expect(tools.tools[2]?.description).toBe('Play "pass".');
  });

  it('in open games, shows a listed action as the example but no enums', () => {
    const tools = actionTools(legal, { mask: true, text, open: true });
    expect(tools.tools[0]?.description).toBe('Play "attack" with its arguments, e.g. {"attack":0,"target":"active"}.');
    expect(paramsOf(tools, 'attack').properties.attack).toEqual({ type: 'integer' });
  });

  it('maps a call back to the very legal action, whatever the argument order', () => {
    const tools = actionTools(legal, { mask: true, text });
    const resolved = tools.resolve({ name: 'attack', input: { index: 2, target: 'bench', attack: 1, score: 20 } });
    expect(resolved).toEqual({ ok: true, action: legal[1], selfScore: 20 });
    expect(resolved.ok && resolved.action).toBe(legal[1]);
    expect(tools.resolve({ name: 'pass', input: undefined })).toEqual({ ok: true, action: legal[3] });
  });

  it('builds well-formed actions that are not listed, for playMatch to judge', () => {
    const tools = actionTools(legal, { mask: true, text });
    expect(tools.resolve({ name: 'retreat', input: { to: 3 } })).toEqual({
      ok: true,
      action: { type: 'retreat', to: 3 },
    });
  });

  it('turns numeric strings into numbers where the field is numeric', () => {
    const tools = actionTools(legal, { mask: true, text });
    expect(tools.resolve({ name: 'retreat', input: { to: '1' } })).toEqual({ ok: true, action: legal[2] });
    expect(tools.resolve({ name: 'retreat', input: '{"to":1}' })).toEqual({ ok: true, action: legal[2] });
  });

  it('explains calls that cannot be mapped', () => {
    const tools = actionTools(legal, { mask: true, text });
    const error = (name: string, input: unknown) => {
      const resolved = tools.resolve({ name, input });
      return resolved.ok ? 'mapped' : resolved.error;
    };
    expect(error('evolve', {})).toBe("there is no tool 'evolve'; call one of: attack, retreat, pass");
    expect(error('attack', { attack: 0 })).toBe("tool 'attack' needs the argument 'target'");
    expect(error('attack', { attack: 0, target: 'active', power: 9 })).toBe(
      "tool 'attack' has no argument 'power'; its arguments are: attack, target, index, score",
    );
    expect(error('attack', { attack: 'strongest', target: 'active' })).toBe(
      `argument 'attack' of tool 'attack' must be integer, got "strongest"`,
    );
    expect(error('retreat', '{not json')).toBe("the arguments of tool 'retreat' are not a JSON object");
    expect(error('retreat', [1])).toBe("the arguments of tool 'retreat' are not a JSON object");
  });

  it('without the mask, lists no values and keeps every type seen during the match', () => {
    const catalog = new ActionCatalog(false);
    actionTools([legal[2], legal[3]], { mask: false, text, catalog });
    const tools = actionTools([legal[0], legal[3]], { mask: false, text, catalog });
    expect(tools.tools.map((tool) => tool.name)).toEqual(['retreat', 'pass', 'attack']);
    expect(paramsOf(tools, 'attack').properties.target).toEqual({ type: 'string' });
    expect(paramsOf(tools, 'retreat').properties.to).toEqual({ type: 'integer' });
    expect(tools.resolve({ name: 'retreat', input: { to: 1 } })).toEqual({
      ok: true,
      action: { type: 'retreat', to: 1 },
    });
  });

  it('groups by `kind` when there is no `type`, and gathers actions without either into `play`', () => {
    const tools = actionTools([{ kind: 'draw' }, { column: 3, rotation: 90 }, { column: 4, rotation: 0 }], {
      mask: true,
      text,
    });
    expect(tools.tools.map((tool) => tool.name)).toEqual(['draw', 'play']);
    expect(paramsOf(tools, 'play').properties.rotation).toEqual({ type: 'integer', enum: [90, 0] });
    expect(tools.resolve({ name: 'draw', input: {} })).toEqual({ ok: true, action: { kind: 'draw' } });
    expect(tools.resolve({ name: 'play', input: { column: 4, rotation: 0 } })).toEqual({
      ok: true,
      action: { column: 4, rotation: 0 },
    });
  });

  it('describes nested arrays and objects, with enums only for primitive values', () => {
    const tools = actionTools([{ type: 'place', cells: [[1, 2]], plant: { name: 'W' } }], { mask: true, text });
    const place = paramsOf(tools, 'place');
    expect(place.properties.cells).toEqual({
      type: 'array',
      items: { type: 'array', items: { type: 'integer', enum: [1, 2] } },
    });
    expect(place.properties.plant).toEqual({
      type: 'object',
      properties: { name: { type: 'string', enum: ['W'] } },
      required: ['name'],
      additionalProperties: false,
    });
  });

  it('renames the self-judged score when an action has a field called score', () => {
    const tools = actionTools([{ type: 'bid', score: 3 }], { mask: true, text });
    expect(Object.keys(paramsOf(tools, 'bid').properties)).toEqual(['score', 'self_score']);
    expect(tools.resolve({ name: 'bid', input: { score: 3, self_score: 0.5 } })).toEqual({
      ok: true,
      action: { type: 'bid', score: 3 },
      selfScore: 0.5,
    });
  });

  it('plays strings beside objects: a tool per string with the mask, the text tool without', () => {
    const mixed = ['pass', { type: 'attack', attack: 0 }];
    expect(actionTools(mixed, { mask: true, text }).tools.map((tool) => tool.name)).toEqual(['pass', 'attack']);
    const open = actionTools(mixed, { mask: false, text, catalog: new ActionCatalog(false) });
    expect(open.tools.map((tool) => tool.name)).toEqual(['attack', 'act']);
    expect(open.resolve({ name: 'act', input: { action: 'pass' } })).toEqual({ ok: true, action: 'pass' });
  });

  it('plays other JSON actions (numbers, arrays) through the text tool', () => {
    const tools = actionTools([1, 2, [0, 1]], { mask: true, text });
    expect(tools.tools.map((tool) => tool.name)).toEqual(['act']);
    expect(paramsOf(tools, 'act').properties.action?.enum).toEqual(['1', '2', '[0,1]']);
    expect(tools.resolve({ name: 'act', input: { action: 2 } })).toEqual({ ok: true, action: 2 });
    expect(tools.resolve({ name: 'act', input: {} })).toEqual({
      ok: false,
      error: "tool 'act' needs the argument 'action': the action as text",
    });
  });
});

describe("a game's own tool names", () => {
  it("names PTCG's action tools as PTCG-Bench does and maps their calls back to the actions' types", () => {
    const legal = [
      { type: 'play-basic', card: 3, name: 'Pikachu' },
      { type: 'attach-energy', card: 5, name: 'Lightning Energy', slot: 0, target: 'Pikachu' },
      { type: 'play-supporter', card: 7, name: "Professor's Research" },
      { type: 'end-turn' },
    ];
    const tools = actionTools(legal, { mask: true, text, toolNames: ptcgGame.actionToolNames });
    expect(tools.tools.map((tool) => tool.name)).toEqual([
      'play_pokemon',
      'attach_energy',
      'use_supporter',
      'pass_turn',
    ]);
    expect(tools.resolve({ name: 'play_pokemon', input: { card: 3, name: 'Pikachu' } })).toEqual({
      ok: true,
      action: { type: 'play-basic', card: 3, name: 'Pikachu' },
    });
    expect(tools.resolve({ name: 'pass_turn', input: {} })).toEqual({ ok: true, action: { type: 'end-turn' } });
    // The paper's names for every action it names; the setup actions get names of the same style.
    expect(Object.values(ptcgGame.actionToolNames)).toEqual(
      expect.arrayContaining([
        'attack',
        'use_ability',
        'use_stadium',
        'retreat',
        'play_pokemon',
        'evolve_pokemon',
        'attach_energy',
        'use_supporter',
        'use_item',
        'use_tool',
        'put_stadium',
        'pass_turn',
        'choose_card',
      ]),
    );
    for (const name of Object.values(ptcgGame.actionToolNames)) expect(name).toMatch(/^[a-z_]+$/);
  });
});
