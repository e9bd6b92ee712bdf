// The contract of an experience kind: its options (a typed table validated with zod, as agent kinds have) and how it
// creates the experience they configure. A new experience is one file exporting one of these plus one table line.
import type { OptionValues } from '../agents/agent-options.js';
import type { ParamSpec } from '../core/game.js';
import type { Experience } from './experience.js';

/** A kind of experience, e.g. `history` with its token budget, or `summary` with the model that writes its tips. */
export interface ExperienceKind<Table extends Readonly<Record<string, ParamSpec>>> {
  readonly name: string;
  /** One line for `xparena experiences` and `--help`. */
  readonly summary: string;
  /** Its options, each with a type, a default and what it does. */
  readonly options: Table;
  /** True when it calls a model: it then takes `model=<provider>/<model>` (default: the seat's backbone). */
  readonly usesModel?: boolean;
  /** True when it retrieves items: it then takes `embed=<provider>/<model>` (default: BM25, no embeddings). */
  readonly embeds?: boolean;
  /**
   * The experience these options configure; `model` is the spec of its own model and `embed` of its embedding
   * model, if given.
   */
  create(options: OptionValues<Table>, model: string | undefined, embed?: string): Experience;
}
