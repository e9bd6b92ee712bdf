// Where matches people play on the viewer's play page are kept, and how their seat is written: one run for them all,
// and the seat spec `human?name=<name>`, so each person is one agent in results.

/** The run every match played on the play page belongs to. */
export const humanPlayRun = 'human-play';

/** The seat spec of a person. */
export function humanSeat(name: string): string {
  return `human?name=${name}`;
}

/** The person's name in a seat spec written by `humanSeat`, or undefined for any other spec. */
export function humanName(spec: string): string | undefined {
  return /^human\?name=(.+)$/.exec(spec)?.[1];
}
