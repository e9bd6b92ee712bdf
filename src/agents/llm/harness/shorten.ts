/** The text on one line, cut to `max` characters with an ellipsis (for notes, history lines and messages). */
export function shorten(text: string, max = 160): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
