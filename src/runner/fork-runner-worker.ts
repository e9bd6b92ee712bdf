// The child process of forkRunner: plays each job it is sent, in this process, and answers with the record as JSON.
import type { ForkReply, ForkRequest } from './fork-runner.js';
import { playJob } from './local-runner.js';
import { parseMatchJob } from './match-job-schema.js';

/** Stops the jobs in play when the parent's run is stopped; later jobs get a fresh one. */
let controller = new AbortController();

/** Plays one requested job and answers; an error is answered (the parent decides), never thrown here. */
async function answer(request: Extract<ForkRequest, { type: 'play' }>): Promise<ForkReply> {
  const started = performance.now();
  const { signal } = controller;
  try {
    const record = await playJob(parseMatchJob(request.job), {
      signal,
      timeLimitMs: request.timeLimitMs,
      models: {},
    });
    const durationMs = performance.now() - started;
    return { type: 'played', id: request.id, record: record ? JSON.stringify(record) : null, durationMs };
  } catch (error) {
    return { type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) };
  }
}

process.on('message', (request: ForkRequest) => {
  if (request.type === 'abort') {
    controller.abort();
    controller = new AbortController();
  } else void answer(request).then((reply) => process.send?.(reply));
});
process.on('disconnect', () => process.exit(0));
