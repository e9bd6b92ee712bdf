// Mycelium dice: a seeded random player. Each turn, with chance --greedy it plays the starter's move (the first grow
// onto unowned ground), with chance --idle it waits, else a uniformly random legal action (splits, spores and
// hardenings included, so it wastes energy). Args: --greedy P (0), --idle P (0). Rules: docs/games/mycelium.md.
import { play, seededRandom } from './xparena.mjs';

const steps = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] };

function options(argv) {
  const settings = { greedy: 0, idle: 0 };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i].replace(/^--/, '');
    if (!(name in settings)) throw new Error(`unknown argument ${argv[i]}`);
    settings[name] = Number(argv[i + 1]);
  }
  return settings;
}

const opt = options(process.argv.slice(2));
let random = seededRandom(0);

function decide(observation, legal, context) {
  const roll = random.next();
  if (roll < opt.greedy) {
    const tips = observation.colonies[observation.you].tips;
    const claims = legal.find((action) => {
      if (action.type !== 'grow') return false;
      const [row, column] = tips[action.tip];
      return observation.owner[row + steps[action.dir][0]][column + steps[action.dir][1]] === -1;
    });
    if (claims) return claims;
  }
  if (roll < opt.greedy + opt.idle) return legal[legal.length - 1];
  context.log('random');
  return random.pick(legal);
}

await play(decide, {
  setup: (start) => {
    random = seededRandom(start.seed);
  },
});
