// The fake OpenAI-compatible server in its own process for the throughput benchmark, so serving requests does not
// share an event loop with the agents being measured. Started with `fork`; reports its URL, then its counts and CPU time.
import { startFakeOpenAIServer } from '../src/model/fake-openai-server.js';

const latencyMs = Number(process.argv[2] ?? 100);
// Nothing recorded: keeping every request body until the next query would cost the server garbage collection.
const server = await startFakeOpenAIServer({ latencyMs, record: false });
process.send?.({ type: 'listening', url: server.url });
let cpu = process.cpuUsage();
process.on('message', (message: { readonly type?: string }) => {
  if (message.type === 'stats') {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    process.send?.({
      type: 'stats',
      requests: server.chatRequestCount,
      maxConcurrent: server.maxConcurrent,
      cpuMs: (used.user + used.system) / 1000,
    });
    server.reset();
  }
});
process.on('disconnect', () => {
  void server.close().finally(() => process.exit(0));
});
