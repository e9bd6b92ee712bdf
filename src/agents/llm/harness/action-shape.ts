// The JSON shape of a set of plain-JSON values (types, fields, observed values), merged value by value and turned into
// a JSON Schema: how tool parameters are derived from a game's actions without the game declaring anything.

/** A JSON Schema type name. */
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/** Primitive values that may be listed in an `enum`. */
export type Primitive = string | number | boolean;

/** What a set of values looked like; `fields[k].count` says how many objects had field k. */
export interface Shape {
  count: number;
  readonly types: Set<JsonType>;
  /** Primitive values seen (only while tracking values, and while the values are primitive). */
  values: Set<Primitive> | undefined;
  objects: number;
  fields: Map<string, Shape> | undefined;
  items: Shape | undefined;
}

/** An empty shape; `trackValues` keeps the primitive values seen, for enums. */
export function emptyShape(trackValues: boolean): Shape {
  return {
    count: 0,
    types: new Set(),
    values: trackValues ? new Set() : undefined,
    objects: 0,
    fields: undefined,
    items: undefined,
  };
}

/** The JSON type of a plain-JSON value. */
export function jsonType(value: unknown): JsonType {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  return 'object';
}

/** Merges one value into `shape`, skipping the object fields named in `skip` (the discriminator). */
export function addValue(shape: Shape, value: unknown, skip?: string): void {
  shape.count++;
  const type = jsonType(value);
  shape.types.add(type);
  const tracking = shape.values !== undefined;
  if (type === 'string' || type === 'integer' || type === 'number' || type === 'boolean') {
    shape.values?.add(value as Primitive);
  } else if (type === 'array') {
    shape.items ??= emptyShape(tracking);
    for (const item of value as readonly unknown[]) addValue(shape.items, item);
  } else if (type === 'object') {
    shape.objects++;
    shape.fields ??= new Map();
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      if (key === skip || field === undefined) continue;
      let child = shape.fields.get(key);
      if (!child) {
        child = emptyShape(tracking);
        shape.fields.set(key, child);
      }
      addValue(child, field);
    }
  }
}

/** The JSON Schema of a shape; `enums` lists the observed primitive values (the legal-action mask). */
export function shapeSchema(shape: Shape, enums: boolean): Record<string, unknown> {
  const types = [...shape.types].filter((type) => type !== 'integer' || !shape.types.has('number'));
  const schema: Record<string, unknown> = {};
  if (types.length === 1) schema.type = types[0];
  else if (types.length > 1) schema.type = types.sort();
  const primitive = types.every((type) => type !== 'array' && type !== 'object' && type !== 'null');
  if (enums && primitive && shape.values && shape.values.size > 0) schema.enum = [...shape.values];
  if (shape.types.has('object') && shape.fields) Object.assign(schema, objectSchema(shape, enums));
  if (shape.types.has('array') && shape.items && shape.items.count > 0) schema.items = shapeSchema(shape.items, enums);
  return schema;
}

/** `properties`, `required` (fields every object had) and `additionalProperties: false` of an object shape. */
export function objectSchema(shape: Shape, enums: boolean): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const [key, field] of shape.fields ?? []) {
    properties[key] = shapeSchema(field, enums);
    if (field.count === shape.objects) required.push(key);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}
