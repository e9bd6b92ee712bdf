import { describe, expect, it } from 'vitest';
import { BufferedResponse } from './buffered-response.js';

const json = () =>
  new BufferedResponse(
    Buffer.from('{"a":1}'),
    { status: 200, statusText: 'OK', headers: new Headers({ 'content-type': 'application/json' }) },
    'http://127.0.0.1/x',
  );

describe('BufferedResponse', () => {
  it('reads its body once, as text, JSON, bytes or a blob, like a web Response', async () => {
    const response = json();
    expect(response.ok).toBe(true);
    expect(response.url).toBe('http://127.0.0.1/x');
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toEqual({ a: 1 });
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
    expect(new TextDecoder().decode(await json().arrayBuffer())).toBe('{"a":1}');
    const blob = await json().blob();
    expect([blob.type, await blob.text()]).toEqual(['application/json', '{"a":1}']);
  });

  it('hands out its body as a one-chunk stream reader, locked while held, and a real stream for the rest', async () => {
    const response = json();
    const body = response.body;
    expect(body).toBe(response.body);
    const reader = body?.getReader();
    expect(body?.locked).toBe(true);
    expect(() => body?.getReader()).toThrow(TypeError);
    expect(new TextDecoder().decode((await reader?.read())?.value)).toBe('{"a":1}');
    expect(await reader?.read()).toEqual({ done: true, value: undefined });
    reader?.releaseLock();
    expect(body?.locked).toBe(false);
    expect(response.bodyUsed).toBe(true);
    // The stream methods the reader does not serve get a real stream over the same bytes.
    const chunks: string[] = [];
    for await (const chunk of json().body ?? []) chunks.push(new TextDecoder().decode(chunk));
    expect(chunks).toEqual(['{"a":1}']);
    const decoded: string[] = [];
    for await (const text of json().body?.pipeThrough(new TextDecoderStream()) ?? []) decoded.push(text);
    expect(decoded).toEqual(['{"a":1}']);
    const byob = json().body?.getReader({ mode: 'byob' });
    const read = await byob?.read(new Uint8Array(16));
    expect(new TextDecoder().decode(read?.value)).toBe('{"a":1}');
  });

  it('clones an unread body, and has none for a bodiless status', async () => {
    const response = json();
    const copy = response.clone();
    copy.headers.set('x-copy', 'yes');
    expect(response.headers.has('x-copy')).toBe(false);
    expect(await copy.text()).toBe('{"a":1}');
    expect(await response.text()).toBe('{"a":1}');
    expect(() => response.clone()).toThrow(TypeError);
    const empty = new BufferedResponse(null, { status: 204, statusText: 'No Content', headers: new Headers() }, '');
    expect(empty.body).toBeNull();
    expect(await empty.text()).toBe('');
  });
});
