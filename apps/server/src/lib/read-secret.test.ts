import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { readSecret, SecretInputError } from './read-secret';

function terminal() {
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: vi.fn() });
  let shown = '';
  const output = new Writable({
    write(chunk, _enc, done) {
      shown += String(chunk);
      done();
    },
  });
  return { input, output, shown: () => shown };
}

describe(readSecret.name, () => {
  it('takes the first line from a pipe', async () => {
    const input = new PassThrough();
    input.end('Platform2026x\r\nsecond line\n');
    expect(await readSecret(input, new PassThrough(), 'Password: ')).toBe('Platform2026x');
  });

  it('refuses an empty pipe', async () => {
    const input = new PassThrough();
    input.end('');
    await expect(readSecret(input, new PassThrough(), 'Password: ')).rejects.toBeInstanceOf(SecretInputError);
  });

  it('prompts on a terminal and echoes nothing typed; backspace edits', async () => {
    const t = terminal();
    const read = readSecret(t.input, t.output, 'Password: ');
    t.input.write('Secr');
    t.input.write('x\u007fet99\r');
    expect(await read).toBe('Secret99');
    expect(t.shown()).toBe('Password: \n');
    expect(t.input.setRawMode).toHaveBeenNthCalledWith(1, true);
    expect(t.input.setRawMode).toHaveBeenLastCalledWith(false);
  });

  it('stops on Ctrl-C', async () => {
    const t = terminal();
    const read = readSecret(t.input, t.output, 'Password: ');
    t.input.write('abc\u0003');
    await expect(read).rejects.toThrow('cancelled');
    expect(t.input.setRawMode).toHaveBeenLastCalledWith(false);
  });
});
