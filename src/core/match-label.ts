// Where a match sits in its run, as one tagged union: validated once where it leaves the store, so metrics, reports
// and the viewer read typed labels. Stored labels keep the text they were written in (JSON without a `type` tag, or
// free text), so stores written before this union read and write the same.

/** An explore/evaluate episode; the training pathway's checkpoint evaluations are episodes of pathway `training`. */
export interface EpisodeLabel {
  readonly type: 'episode';
  readonly game: string;
  /** The experience pathway, e.g. `none`, `history`, `summary`, or `training` for trained checkpoints. */
  readonly pathway: string;
  /** 0-based independent trial. */
  readonly trial: number;
  readonly phase: 'explore' | 'eval';
  /** Exploration episodes completed before this episode's experience snapshot: 0, k, 2k, … (the checkpoint x). */
  readonly checkpoint: number;
  /** 0-based index within its phase: the exploration episode number, or the evaluation episode at this checkpoint. */
  readonly episode: number;
}

/** A game of an anchored run's round: an evolving agent against a frozen anchor. */
export interface AnchoredLabel {
  readonly type: 'anchored';
  /** Index of the evolving agent in the run's spec. */
  readonly agent: number;
  /** The evolving agent's name in results. */
  readonly name: string;
  /** 0-based round; the agent played it with the experience learned from rounds 0..round−1. */
  readonly round: number;
  /** The anchor's agent spec. */
  readonly anchor: string;
  /** The evolving agent's seat. */
  readonly seat: number;
  /** 0-based game against this anchor in this round. */
  readonly game: number;
}

/** A Learn2Play episode: the learning agent's, or the reference solver's on the same (seed, episode). */
export interface Learn2PlayLabel {
  readonly type: 'learn2play';
  readonly game: string;
  /** The experience the agent carries across episodes, e.g. `none` or `reflexion`. */
  readonly experience: string;
  /** 0-based independent trial. */
  readonly trial: number;
  /** 1-based episode of the trial (the game's `episode` param). */
  readonly episode: number;
  /** `agent`: the learning agent's episode; `reference`: the game's solver on the same instance (for normalising). */
  readonly role: 'agent' | 'reference';
}

/** Free text grouping matches in summaries: a tournament's round-robin pairs, a demo batch, an episodes command. */
export interface TextLabel {
  readonly type: 'text';
  readonly text: string;
}

/** How a run labels one of its matches. */
export type MatchLabel = EpisodeLabel | AnchoredLabel | Learn2PlayLabel | TextLabel;

/** A stored label that is JSON but no known label: kept as its text, with what is wrong, and read by nothing. */
export interface UnreadableLabel {
  readonly type: 'unreadable';
  readonly text: string;
  readonly problem: string;
}

/** A label as read from a store: a match label, or one that did not parse (never an error: it is reported). */
export type StoredLabel = MatchLabel | UnreadableLabel;

/** What a label field holds: text, a count (integer ≥ 0), a positive integer, or one of some words. */
export type LabelFieldKind = 'string' | 'count' | 'positive' | readonly string[];

/**
 * The fields of each structured label in the order they are stored, by label type, with the protocol name each is
 * stored under; read here by hand (no schema library on start-up paths: listing commands read labels and start fast).
 */
export const labelShapes = {
  episode: {
    protocol: 'explore-evaluate',
    fields: {
      game: 'string',
      pathway: 'string',
      trial: 'count',
      phase: ['explore', 'eval'],
      checkpoint: 'count',
      episode: 'count',
    },
  },
  anchored: {
    protocol: 'anchored',
    fields: { agent: 'count', name: 'string', round: 'count', anchor: 'string', seat: 'count', game: 'count' },
  },
  learn2play: {
    protocol: 'learn2play',
    fields: {
      game: 'string',
      experience: 'string',
      trial: 'count',
      episode: 'positive',
      role: ['agent', 'reference'],
    },
  },
} as const satisfies Record<string, { protocol: string; fields: Record<string, LabelFieldKind> }>;

type StructuredType = keyof typeof labelShapes;

/** The text a label is stored as: the same text as before labels had a `type` tag. */
export function formatMatchLabel(label: StoredLabel): string {
  switch (label.type) {
    case 'episode': {
      const { type: _type, game, pathway, trial, phase, checkpoint, episode } = label;
      return JSON.stringify({ protocol: 'explore-evaluate', game, pathway, trial, phase, checkpoint, episode });
    }
    case 'anchored': {
      const { type: _type, agent, name, round, anchor, seat, game } = label;
      return JSON.stringify({ protocol: 'anchored', agent, name, round, anchor, seat, game });
    }
    case 'learn2play': {
      const { type: _type, game, experience, trial, episode, role } = label;
      return JSON.stringify({ protocol: 'learn2play', game, experience, trial, episode, role });
    }
    case 'text':
    case 'unreadable':
      return label.text;
  }
}

/** True when stored text is JSON-shaped (labels of that shape are structured; any other text is free text). */
function looksLikeJson(text: string): boolean {
  return text.startsWith('{') || text.startsWith('[');
}

/** The label stored as `text`, recognised by its shape; never throws (a JSON label of no known shape is unreadable). */
export function readMatchLabel(text: string): StoredLabel {
  if (!looksLikeJson(text)) return { type: 'text', text };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { type: 'unreadable', text, problem: `not valid JSON (${(error as Error).message})` };
  }
  const protocol = typeof value === 'object' && value !== null && 'protocol' in value ? value.protocol : undefined;
  const type = (Object.keys(labelShapes) as StructuredType[]).find((key) => labelShapes[key].protocol === protocol);
  if (type === undefined) {
    return {
      type: 'unreadable',
      text,
      problem: `no label of protocol ${JSON.stringify(protocol) ?? 'undefined'} is known`,
    };
  }
  const { protocol: _protocol, ...fields } = value as Record<string, unknown>;
  const problems = fieldProblems(fields, labelShapes[type].fields);
  if (problems.length > 0) return { type: 'unreadable', text, problem: problems.join('; ') };
  return { type, ...fields } as MatchLabel;
}

/** What is wrong with `fields` as the fields `shape` lists (none missing, none extra), one line per problem. */
function fieldProblems(fields: Record<string, unknown>, shape: Readonly<Record<string, LabelFieldKind>>): string[] {
  const problems: string[] = [];
  for (const [name, kind] of Object.entries(shape)) {
    const problem = kindProblem(fields[name], kind);
    if (problem) problems.push(`${name}: ${name in fields ? problem : 'missing'}`);
  }
  for (const name of Object.keys(fields)) if (!(name in shape)) problems.push(`${name}: not a field of this label`);
  return problems;
}

/** Why `value` is not of `kind`, or undefined when it is. */
function kindProblem(value: unknown, kind: LabelFieldKind): string | undefined {
  if (kind === 'string') return typeof value === 'string' ? undefined : 'expected text';
  if (typeof kind !== 'string') {
    return kind.includes(value as string) ? undefined : `expected one of ${kind.map((word) => `"${word}"`).join(', ')}`;
  }
  const least = kind === 'count' ? 0 : 1;
  return Number.isSafeInteger(value) && (value as number) >= least ? undefined : `expected an integer ≥ ${least}`;
}

/** The label as the viewer API shows it: the stored JSON as an object, free text as is (unchanged by the union). */
export function labelValue(label: StoredLabel): unknown {
  if (label.type === 'text') return label.text;
  if (label.type !== 'unreadable') return JSON.parse(formatMatchLabel(label));
  try {
    return JSON.parse(label.text);
  } catch {
    return label.text;
  }
}

/** A free-text label, or none for no text. */
export function textLabel(text: string | undefined): TextLabel | undefined {
  return text === undefined ? undefined : { type: 'text', text };
}
