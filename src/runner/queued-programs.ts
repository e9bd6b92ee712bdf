// Program directories travel with queued match jobs: the coordinator puts the files of each `program:` seat into Redis
// once, under their content hash, and a worker writes them into its machine's content-addressed program cache and
// seats the agent from there. Workers need neither the coordinator's paths nor its pools, and play exactly its files.
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { cachedProgramDir, isCachedProgram, programCachePath } from '../agents/program/pool-program.js';
import { programSpecDir, withProgramDir } from '../agents/program/program-kind.js';
import { readProgramManifest } from '../agents/program/program-manifest.js';
import { InfraError } from '../core/agent.js';
import { type ProgramFile, programFilesHash, readProgramFiles } from '../core/program-files.js';
import { UsageError } from '../core/usage-error.js';
import type { MatchJob } from './match-job.js';

/** The most bytes of files one queued program may hold. */
export const maxQueuedProgramBytes = 64 * 1024 * 1024;

/** How long a program stays in Redis after a coordinator last queued a job that plays it. */
const keepSeconds = 7 * 24 * 3600;

const programKey = (prefix: string, hash: string) => `${prefix}:xparena-programs:${hash}`;

/** A program's files as they are stored in Redis. */
const storedFilesSchema = z.array(
  z.object({
    // Relative, without `..`: a worker writes each file below the program's cache directory and nowhere else.
    path: z
      .string()
      .min(1)
      .refine((path) => !path.startsWith('/') && !path.split('/').includes('..'), 'must be a path inside the program'),
    mode: z.number().int().min(0).max(0o777),
    content: z.string(),
  }),
);

interface Program {
  readonly hash: string;
  readonly files: readonly ProgramFile[];
}

/** The coordinator's side: which program each seat of a job plays, read once per directory. */
export class QueuedPrograms {
  private readonly byDir = new Map<string, Program>();

  /** Per seat of each job, the hash of its program's files (null for a seat of another kind); undefined for none. */
  seatPrograms(jobs: readonly MatchJob[]): ((string | null)[] | undefined)[] {
    return jobs.map((job) => {
      const hashes = job.seats.map((spec) => {
        const dir = programSpecDir(spec, job.game);
        return dir === undefined ? null : this.program(dir).hash;
      });
      return hashes.some((hash) => hash !== null) ? hashes : undefined;
    });
  }

  /** Puts the programs of `hashes` into Redis where they are not there yet, and keeps them another week. */
  async upload(client: Redis, prefix: string, hashes: Iterable<string>): Promise<void> {
    const programs = new Map([...this.byDir.values()].map((program) => [program.hash, program]));
    for (const hash of new Set(hashes)) {
      const program = programs.get(hash);
      if (!program) throw new Error(`program ${hash} was never read by this coordinator`);
      const key = programKey(prefix, hash);
      if ((await client.expire(key, keepSeconds)) === 1) continue;
      const stored = program.files.map((file) => ({
        path: file.path,
        mode: file.mode,
        content: file.content.toString('base64'),
      }));
      await client.set(key, JSON.stringify(stored), 'EX', keepSeconds);
    }
  }

  private program(dir: string): Program {
    const known = this.byDir.get(dir);
    if (known) return known;
    readProgramManifest(dir);
    const files = readProgramFiles(dir);
    const bytes = files.reduce((sum, file) => sum + file.content.byteLength, 0);
    if (bytes > maxQueuedProgramBytes) {
      throw new UsageError(
        `program ${dir} holds ${(bytes / 2 ** 20).toFixed(1)} MiB of files; a queued job carries at most ` +
          `${maxQueuedProgramBytes / 2 ** 20} MiB (leave data files out, or run without --queue)`,
      );
    }
    const program = { hash: programFilesHash(files), files };
    this.byDir.set(dir, program);
    return program;
  }
}

/**
 * The worker's side: the job's seat specs with each program seat naming this machine's copy of the program (fetched
 * from Redis the first time); InfraError when Redis no longer holds it or holds other files under its hash.
 */
export async function localSeatSpecs(
  job: MatchJob,
  programs: readonly (string | null)[],
  client: Redis,
  prefix: string,
): Promise<string[]> {
  return Promise.all(
    job.seats.map(async (spec, seat) => {
      const hash = programs[seat];
      if (!hash) return spec;
      if (!/^[0-9a-f]{16}$/.test(hash))
        throw new InfraError(`the job names seat ${seat}'s program by '${hash}', not a hash`);
      if (isCachedProgram(hash)) return withProgramDir(spec, programCachePath(hash));
      const text = await client.get(programKey(prefix, hash));
      if (text === null) {
        throw new InfraError(
          `the program of seat ${seat} (${hash}) is no longer in Redis: run the coordinator's command again to queue it anew`,
        );
      }
      const parsed = storedFilesSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw new InfraError(`the program ${hash} in Redis is malformed: ${parsed.error.message}`);
      const files = parsed.data.map((file) => ({ ...file, content: Buffer.from(file.content, 'base64') }));
      if (programFilesHash(files) !== hash) throw new InfraError(`the program in Redis under ${hash} has other files`);
      return withProgramDir(spec, cachedProgramDir(hash, files));
    }),
  );
}
