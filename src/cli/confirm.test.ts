import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { confirm } from './confirm.js';

/** The answer `confirm` gives to `typed`, and what it wrote. */
async function answer(typed: string | undefined): Promise<{ yes: boolean; asked: string }> {
  const input = new PassThrough();
  const output = new PassThrough();
  let asked = '';
  output.on('data', (chunk: Buffer) => {
    asked += chunk.toString();
  });
  const yes = confirm('Delete run x?', input, output);
  if (typed === undefined) input.end();
  else input.write(typed);
  return { yes: await yes, asked };
}

describe('confirm', () => {
  it('asks once and takes y or yes (any case) as yes, anything else or no answer as no', async () => {
    expect(await answer('y\n')).toEqual({ yes: true, asked: 'Delete run x? [y/N] ' });
    expect((await answer(' YES \n')).yes).toBe(true);
    for (const typed of ['\n', 'n\n', 'yep\n', undefined]) expect((await answer(typed)).yes, String(typed)).toBe(false);
  });
});
