// Runs one program in a fresh QuickJS runtime with the interpreter's own limits on time, memory and stack; the first
// line of defence, used inside the worker that `runJs` can terminate when a single built-in call overruns the deadline.
import {
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSWASMModule,
  shouldInterruptAfterDeadline,
} from 'quickjs-emscripten';
import type { JsLimits, JsProgram, JsRun } from './run-js.js';

/** The interpreter's stack, in bytes: deep recursion ends in a RangeError long before the host's stack is at risk. */
export const sandboxStackBytes = 256 * 1024;

/**
 * Calls `program`'s entry function with `args` (plain JSON, copied into the sandbox) in a fresh runtime of `quickjs`
 * and returns the string it returned, or a contained error; throws only when the WebAssembly instance itself faults.
 */
export function runQuickJs(
  quickjs: QuickJSWASMModule,
  program: JsProgram,
  args: readonly unknown[],
  limits: JsLimits,
): JsRun {
  const runtime = quickjs.newRuntime();
  const handles: QuickJSHandle[] = [];
  let context: QuickJSContext | undefined;
  try {
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(sandboxStackBytes);
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + limits.timeMs));
    context = runtime.newContext();
    return call(context, handles, program, args, limits);
  } finally {
    for (const handle of handles) if (handle.alive) handle.dispose();
    context?.dispose();
    runtime.dispose();
  }
}

function call(
  context: QuickJSContext,
  handles: QuickJSHandle[],
  program: JsProgram,
  args: readonly unknown[],
  limits: JsLimits,
): JsRun {
  const kept = (handle: QuickJSHandle) => {
    handles.push(handle);
    return handle;
  };
  const evaluate = (code: string, filename: string): QuickJSHandle | string => {
    const result = context.evalCode(code, filename);
    if (result.error) return failure(context, kept(result.error), limits);
    return kept(result.value);
  };
  // Built-ins are taken before the program runs, so it cannot replace what reads its input and cuts its output.
  const helpers = evaluate(
    '({ parse: JSON.parse, cut: ((apply, slice) => (text, max) => apply(slice, text, [0, max]))(Reflect.apply, String.prototype.slice) })',
    'helpers.js',
  );
  if (typeof helpers === 'string') return { ok: false, error: helpers };
  const parse = kept(context.getProp(helpers, 'parse'));
  const cut = kept(context.getProp(helpers, 'cut'));
  const parsed = context.callFunction(parse, context.undefined, kept(context.newString(JSON.stringify(args))));
  if (parsed.error) return { ok: false, error: failure(context, kept(parsed.error), limits) };
  const input = kept(parsed.value);
  const argHandles = args.map((_, index) => kept(context.getProp(input, index)));

  const declares = new RegExp(`\\b(function\\s+${program.entry}\\s*\\(|(const|let|var)\\s+${program.entry}\\s*=)`);
  const entry = declares.test(program.source)
    ? (() => {
        const declared = evaluate(program.source, 'program.js');
        return typeof declared === 'string' ? declared : evaluate(program.entry, 'entry.js');
      })()
    : evaluate(`(function ${program.entry}(${program.parameters.join(', ')}) {\n${program.source}\n})`, 'program.js');
  if (typeof entry === 'string') return { ok: false, error: entry };
  if (context.typeof(entry) !== 'function')
    return { ok: false, error: `the program defines no function ${program.entry}` };

  const returned = context.callFunction(entry, context.undefined, argHandles);
  if (returned.error) return { ok: false, error: failure(context, kept(returned.error), limits) };
  const value = kept(returned.value);
  const type = context.typeof(value);
  if (type !== 'string') return { ok: false, error: `the program returned ${type}, not a string` };
  const length = context.getNumber(kept(context.getProp(value, 'length')));
  if (length <= limits.outputChars) return { ok: true, output: context.getString(value), truncated: false };
  const head = context.callFunction(cut, context.undefined, value, kept(context.newNumber(limits.outputChars)));
  if (head.error) return { ok: false, error: failure(context, kept(head.error), limits) };
  const output = `${context.getString(kept(head.value))}\n…[truncated: ${length - limits.outputChars} more characters]`;
  return { ok: true, output, truncated: true };
}

/** A thrown value as one line, naming the limit when a limit ended the run. */
function failure(context: QuickJSContext, thrown: QuickJSHandle, limits: JsLimits): string {
  let name = '';
  let message = 'the program threw a value that is not an Error';
  try {
    // dump reads the value inside the sandbox; a hostile getter there meets the deadline that has already passed.
    const dumped: unknown = context.dump(thrown);
    if (dumped && typeof dumped === 'object') {
      const record = dumped as { name?: unknown; message?: unknown };
      if (typeof record.message === 'string') {
        message = record.message;
        name = typeof record.name === 'string' ? record.name : '';
      }
    } else message = `the program threw ${JSON.stringify(dumped) ?? String(dumped)}`;
  } catch {
    message = 'the program threw an unreadable value';
  }
  if (message === 'interrupted') return `timed out after ${limits.timeMs} ms`;
  if (message === 'out of memory') return `exceeded the memory limit (${limits.memoryBytes} bytes)`;
  if (message === 'stack overflow') return `exceeded the stack limit (${sandboxStackBytes} bytes)`;
  const line = (name ? `${name}: ${message}` : message).split('\n')[0] ?? '';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}
