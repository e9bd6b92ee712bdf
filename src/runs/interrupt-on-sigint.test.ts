import { describe, expect, it, vi } from 'vitest';
import { interruptOnSigint } from './interrupt-on-sigint.js';

describe('interruptOnSigint', () => {
  it('aborts on the first Ctrl-C, says how to resume, and stops listening once disposed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const listeners = process.listenerCount('SIGINT');
    const interrupt = interruptOnSigint('resume with: xparena episodes snake -a random');
    try {
      process.emit('SIGINT');
      expect(interrupt.signal.aborted).toBe(true);
      expect(error).toHaveBeenCalledWith('\ninterrupted: stopping; resume with: xparena episodes snake -a random');
    } finally {
      interrupt.dispose();
      error.mockRestore();
    }
    expect(process.listenerCount('SIGINT')).toBe(listeners);
  });
});
