// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NdjsonReader } from './ndjson';

describe('NdjsonReader', () => {
  it('returns each line once it is complete, however the text was cut', () => {
    const reader = new NdjsonReader();
    const text = '{"progress":{"done":500}}\n{"progress":{"done":1000}}\r\n{"code":0,"ext":{"n":"a\\nb"}}';
    expect(reader.read(text.slice(0, 10))).toEqual([]);
    expect(reader.read(text.slice(0, 30))).toEqual([{ progress: { done: 500 } }]);
    // The same text again gives nothing new.
    expect(reader.read(text.slice(0, 30))).toEqual([]);
    expect(reader.read(text)).toEqual([{ progress: { done: 1000 } }]);
    // The last line has no newline: it counts once the answer has ended.
    expect(reader.read(text, true)).toEqual([{ code: 0, ext: { n: 'a\nb' } }]);
    expect(reader.read(text, true)).toEqual([]);
  });

  it('skips blank lines and lines that are not JSON', () => {
    const reader = new NdjsonReader();
    expect(reader.read('\n<html>502 Bad Gateway</html>\n{"code":0}\n\n{"cut', true)).toEqual([{ code: 0 }]);
  });

  it('reads a plain JSON answer (one line, no newline) at the end', () => {
    const reader = new NdjsonReader();
    expect(reader.read('{"code":40000,"msg":"bad","ext":null}')).toEqual([]);
    expect(reader.read('{"code":40000,"msg":"bad","ext":null}', true)).toEqual([
      { code: 40000, msg: 'bad', ext: null },
    ]);
  });
});
