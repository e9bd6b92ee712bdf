// Evaluates Vega expressions from their syntax trees instead of generated code: the viewer's CSP has no 'unsafe-eval',
// so Vega's default `Function(...)` code generation cannot run. Pass it as `new View(parse(spec, config, { ast: true }),
// { expr: vegaInterpreter })`. Mirrors the semantics of Vega's code generator (vega-expression, vega-functions).

/** A node of a Vega expression syntax tree (vega-expression's parser output). */
interface AstNode {
  readonly type: string;
  readonly name?: string;
  readonly value?: unknown;
  readonly operator?: string;
  readonly computed?: boolean;
  readonly object?: AstNode;
  readonly property?: AstNode;
  readonly callee?: AstNode;
  readonly arguments?: readonly AstNode[];
  readonly elements?: readonly AstNode[];
  readonly left?: AstNode;
  readonly right?: AstNode;
  readonly argument?: AstNode;
  readonly test?: AstNode;
  readonly consequent?: AstNode;
  readonly alternate?: AstNode;
  readonly properties?: readonly AstNode[];
  readonly key?: AstNode;
}

type Fn = (...args: unknown[]) => unknown;
type Bag = Record<string, unknown>;

/** What an expression can see: Vega's function context, the operator parameters (signals, scales), datum, event, item. */
interface Scope {
  readonly functions: Bag;
  readonly params: Bag | undefined;
  readonly datum?: unknown;
  readonly event?: unknown;
  readonly item?: unknown;
}

const constants: Readonly<Record<string, number>> = {
  NaN: Number.NaN,
  E: Math.E,
  LN2: Math.LN2,
  LN10: Math.LN10,
  LOG2E: Math.LOG2E,
  LOG10E: Math.LOG10E,
  PI: Math.PI,
  SQRT1_2: Math.SQRT1_2,
  SQRT2: Math.SQRT2,
  MIN_VALUE: Number.MIN_VALUE,
  MAX_VALUE: Number.MAX_VALUE,
};

// Object.prototype members an expression may not read or set (as Vega forbids them).
const forbidden = new Set([
  ...Object.getOwnPropertyNames(Object.prototype).filter(
    (name) => typeof (Object.prototype as Bag)[name] === 'function',
  ),
  '__proto__',
  'then',
]);

const date = (method: string) => (value: unknown) => {
  const moment = new Date(value as number) as unknown as Record<string, () => number>;
  return moment[method]?.();
};

// The built-in functions the code generator inlines as plain JavaScript.
const builtins: Readonly<Record<string, Fn>> = {
  isNaN: (value) => Number.isNaN(value),
  isFinite: (value) => Number.isFinite(value),
  abs: (value) => Math.abs(value as number),
  acos: (value) => Math.acos(value as number),
  asin: (value) => Math.asin(value as number),
  atan: (value) => Math.atan(value as number),
  atan2: (y, x) => Math.atan2(y as number, x as number),
  ceil: (value) => Math.ceil(value as number),
  cos: (value) => Math.cos(value as number),
  exp: (value) => Math.exp(value as number),
  floor: (value) => Math.floor(value as number),
  hypot: (...values) => Math.hypot(...(values as number[])),
  log: (value) => Math.log(value as number),
  max: (...values) => Math.max(...(values as number[])),
  min: (...values) => Math.min(...(values as number[])),
  pow: (base, exponent) => (base as number) ** (exponent as number),
  random: () => Math.random(),
  round: (value) => Math.round(value as number),
  sin: (value) => Math.sin(value as number),
  sqrt: (value) => Math.sqrt(value as number),
  tan: (value) => Math.tan(value as number),
  clamp: (value, low, high) => Math.max(low as number, Math.min(high as number, value as number)),
  now: () => Date.now(),
  utc: (...parts) => Date.UTC(...(parts as [number, number])),
  datetime: (...parts) => (parts.length === 0 ? new Date() : new Date(...(parts as [number]))),
  date: date('getDate'),
  day: date('getDay'),
  year: date('getFullYear'),
  month: date('getMonth'),
  hours: date('getHours'),
  minutes: date('getMinutes'),
  seconds: date('getSeconds'),
  milliseconds: date('getMilliseconds'),
  time: date('getTime'),
  timezoneoffset: date('getTimezoneOffset'),
  utcdate: date('getUTCDate'),
  utcday: date('getUTCDay'),
  utcyear: date('getUTCFullYear'),
  utcmonth: date('getUTCMonth'),
  utchours: date('getUTCHours'),
  utcminutes: date('getUTCMinutes'),
  utcseconds: date('getUTCSeconds'),
  utcmilliseconds: date('getUTCMilliseconds'),
  length: (value) => (value as { length: unknown }).length,
  parseFloat: (value) => Number.parseFloat(value as string),
  parseInt: (value, radix) => Number.parseInt(value as string, radix as number | undefined),
  upper: (value) => String(value).toUpperCase(),
  lower: (value) => String(value).toLowerCase(),
  substring: (value, start, end) => String(value).substring(start as number, end as number | undefined),
  split: (value, separator, limit) => String(value).split(separator as string, limit as number | undefined),
  trim: (value) => String(value).trim(),
  btoa: (value) => btoa(value as string),
  atob: (value) => atob(value as string),
  encodeURIComponent: (value) => encodeURIComponent(value as string),
  regexp: (pattern, flags) => new RegExp(pattern as string, flags as string | undefined),
  test: (pattern, text) => new RegExp(pattern as string).test(text as string),
};

const eventFunctions = new Set(['view', 'item', 'group', 'xy', 'x', 'y']);

function binary(operator: string, left: unknown, right: unknown): unknown {
  // Typed as numbers for the compiler only: at run time the operators keep JavaScript's semantics (`+` concatenates
  // strings, `==` is loose), exactly as Vega's generated code does.
  const a = left as number;
  const b = right as number;
  switch (operator) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return a / b;
    case '%':
      return a % b;
    case '**':
      return a ** b;
    case '==':
      // biome-ignore lint/suspicious/noDoubleEquals: Vega expressions keep JavaScript's loose equality
      return a == b;
    case '!=':
      // biome-ignore lint/suspicious/noDoubleEquals: Vega expressions keep JavaScript's loose equality
      return a != b;
    case '===':
      return a === b;
    case '!==':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '<<':
      return a << b;
    case '>>':
      return a >> b;
    case '>>>':
      return a >>> b;
    case '&':
      return a & b;
    case '|':
      return a | b;
    case '^':
      return a ^ b;
    case 'in':
      return (left as string) in (right as object);
    default:
      throw new Error(`unsupported operator ${operator} in a Vega expression`);
  }
}

function member(object: unknown, key: unknown): unknown {
  const name = String(key);
  if (forbidden.has(name)) throw new Error(`illegal property ${name} in a Vega expression`);
  return (object as Bag)[name];
}

function call(node: AstNode, scope: Scope): unknown {
  const name = node.callee?.name ?? '';
  const args = node.arguments ?? [];
  const value = (at: number) => evaluate(args[at], scope);
  if (name === 'if') return value(0) ? value(1) : value(2);
  if (name === '_scale' || name === '_range' || name === '_bandwidth') {
    // Mark encoders reach scales directly through the parameters, as `_["%name"]`.
    const first = args[0];
    const reference = first?.type === 'Literal' ? `%${String(first.value)}` : `%${String(value(0))}`;
    const scale = scope.params?.[reference] as (Fn & { range(): unknown }) | undefined;
    if (name === '_scale') return scale?.(value(1));
    if (name === '_range') return scale?.range();
    return (scope.functions.__bandwidth as Fn)(scale);
  }
  const values = args.map((argument) => evaluate(argument, scope));
  if (eventFunctions.has(name)) {
    const vega = (scope.event as { vega: Record<string, Fn> }).vega;
    return vega[name]?.(...values);
  }
  const own = scope.functions[name];
  if (typeof own === 'function') return (own as Fn).apply(scope.functions, values);
  const builtin = builtins[name];
  if (builtin) return builtin(...values);
  throw new Error(`unrecognized function ${name} in a Vega expression`);
}

function evaluate(node: AstNode | undefined, scope: Scope): unknown {
  if (!node) return undefined;
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier': {
      const name = node.name ?? '';
      if (name === 'datum') return scope.datum;
      if (name === 'event') return scope.event;
      if (name === 'item') return scope.item;
      if (Object.hasOwn(constants, name)) return constants[name];
      return scope.params?.[`$${name}`];
    }
    case 'MemberExpression': {
      const object = evaluate(node.object, scope);
      const key = node.computed ? evaluate(node.property, scope) : node.property?.name;
      return member(object, key);
    }
    case 'CallExpression':
      return call(node, scope);
    case 'ArrayExpression':
      return (node.elements ?? []).map((element) => evaluate(element, scope));
    case 'BinaryExpression':
      return binary(node.operator ?? '', evaluate(node.left, scope), evaluate(node.right, scope));
    case 'LogicalExpression': {
      const left = evaluate(node.left, scope);
      if (node.operator === '&&') return left && evaluate(node.right, scope);
      if (node.operator === '||') return left || evaluate(node.right, scope);
      return left ?? evaluate(node.right, scope);
    }
    case 'UnaryExpression': {
      const argument = evaluate(node.argument, scope);
      if (node.operator === '-') return -(argument as number);
      if (node.operator === '+') return +(argument as number);
      if (node.operator === '!') return !argument;
      if (node.operator === '~') return ~(argument as number);
      if (node.operator === 'typeof') return typeof argument;
      throw new Error(`unsupported operator ${node.operator} in a Vega expression`);
    }
    case 'ConditionalExpression':
      return evaluate(node.test, scope) ? evaluate(node.consequent, scope) : evaluate(node.alternate, scope);
    case 'ObjectExpression': {
      const object: Bag = {};
      for (const property of node.properties ?? []) {
        const key = property.key?.type === 'Literal' ? String(property.key.value) : (property.key?.name ?? '');
        if (forbidden.has(key)) throw new Error(`illegal property ${key} in a Vega expression`);
        object[key] = evaluate(property.value as AstNode, scope);
      }
      return object;
    }
    default:
      throw new Error(`unsupported syntax ${node.type} in a Vega expression`);
  }
}

interface Expression {
  readonly ast: AstNode;
}

interface Context {
  readonly functions: Bag;
}

interface Encoded {
  x?: number;
  x2?: number;
  xc?: number;
  y?: number;
  y2?: number;
  yc?: number;
  width?: number;
  height?: number;
  datum?: unknown;
  [channel: string]: unknown;
}

const swapped = new Set(['group', 'image', 'rect']);

// The geometry fix-ups Vega's generated encoders append (x2/xc → x and width, same for y).
function adjustSpatial(item: Encoded, channels: Readonly<Record<string, unknown>>, marktype: string): void {
  if (marktype === 'rule') return;
  const swap = swapped.has(marktype);
  if (channels.x2) {
    if (channels.x) {
      if (swap && (item.x ?? 0) > (item.x2 ?? 0)) [item.x, item.x2] = [item.x2, item.x];
      item.width = (item.x2 ?? 0) - (item.x ?? 0);
    } else {
      item.x = (item.x2 ?? 0) - (item.width || 0);
    }
  }
  if (channels.xc) item.x = (item.xc ?? 0) - (item.width || 0) / 2;
  if (channels.y2) {
    if (channels.y) {
      if (swap && (item.y ?? 0) > (item.y2 ?? 0)) [item.y, item.y2] = [item.y2, item.y];
      item.height = (item.y2 ?? 0) - (item.y ?? 0);
    } else {
      item.y = (item.y2 ?? 0) - (item.height || 0);
    }
  }
  if (channels.yc) item.y = (item.yc ?? 0) - (item.height || 0) / 2;
}

/** Vega's `expr` option: the same five entry points as its code generator, evaluated without `Function`. */
export const vegaInterpreter = {
  operator: (context: Context, expression: Expression) => (params: Bag) =>
    evaluate(expression.ast, { functions: context.functions, params }),
  parameter: (context: Context, expression: Expression) => (datum: unknown, params: Bag) =>
    evaluate(expression.ast, { functions: context.functions, params, datum }),
  event: (context: Context, expression: Expression) => (event: unknown) =>
    evaluate(expression.ast, { functions: context.functions, params: undefined, event }),
  handler: (context: Context, expression: Expression) => (params: Bag, event: { item?: { datum?: unknown } }) =>
    evaluate(expression.ast, { functions: context.functions, params, event, datum: event.item?.datum }),
  encode:
    (
      context: Context,
      encode: { readonly marktype: string; readonly channels: Readonly<Record<string, Expression>> },
    ) =>
    (item: Encoded, params: Bag) => {
      let modified = false;
      for (const [channel, expression] of Object.entries(encode.channels)) {
        const value = evaluate(expression.ast, { functions: context.functions, params, datum: item.datum, item });
        if (item[channel] !== value) {
          item[channel] = value;
          modified = true;
        }
      }
      adjustSpatial(item, encode.channels, encode.marktype);
      return modified;
    },
};
