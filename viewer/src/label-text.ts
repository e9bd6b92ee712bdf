// A match's run label as the viewer's tables show it: the typed label's fields in words (the API gives the stored
// JSON), rounds of an anchored run counted from 1 as `xparena evolve` prints them.

/** A field as text: strings as they are, anything else as JSON. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '?');
}

/** A 0-based index counted from 1. */
function ordinal(value: unknown): string {
  return typeof value === 'number' ? String(value + 1) : text(value);
}

/** One line naming the label's fields: a known protocol's in its own words, any other object's as `key value`. */
export function labelText(label: unknown): string {
  if (label === undefined) return '';
  if (typeof label !== 'object' || label === null || Array.isArray(label)) return text(label);
  const fields = label as Readonly<Record<string, unknown>>;
  switch (fields.protocol) {
    case 'explore-evaluate':
      return [
        fields.phase === 'eval' ? 'evaluation' : 'exploration',
        `experience ${text(fields.pathway)}`,
        `trial ${text(fields.trial)}`,
        `checkpoint ${text(fields.checkpoint)}`,
        `episode ${text(fields.episode)}`,
      ].join(' · ');
    case 'anchored':
      return [
        `round ${ordinal(fields.round)}`,
        `${text(fields.name)} vs anchor ${text(fields.anchor)}`,
        `game ${ordinal(fields.game)}`,
        `seat ${text(fields.seat)}`,
      ].join(' · ');
    case 'learn2play':
      return [
        fields.role === 'reference' ? 'reference solver' : 'agent',
        `experience ${text(fields.experience)}`,
        `trial ${text(fields.trial)}`,
        `episode ${text(fields.episode)}`,
      ].join(' · ');
    default:
      return Object.entries(fields)
        .map(([key, value]) => `${key} ${text(value)}`)
        .join(' · ');
  }
}
