import type { Readable, Writable } from 'node:stream';

export class SecretInputError extends Error {}

interface TtyInput extends Readable {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

/**
 * Reads one secret line from `input`. On a terminal the prompt goes to `output` and nothing typed is echoed
 * (raw mode: backspace edits, Ctrl-C or Ctrl-D on an empty line aborts). From a pipe or file it takes the
 * first line, without the prompt. Secrets never come from arguments: those show in `ps` and shell history.
 */
export async function readSecret(input: TtyInput, output: Writable, prompt: string): Promise<string> {
  if (input.isTTY && input.setRawMode) return readHidden(input, output, prompt);
  return readFirstLine(input);
}

async function readFirstLine(input: Readable): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    if (text.includes('\n') || text.length > 4096) break;
  }
  const line = text.split('\n')[0]?.replace(/\r$/, '') ?? '';
  if (!line)
    throw new SecretInputError('no password on standard input (pipe one line, or run it in a terminal)');
  return line;
}

function readHidden(input: TtyInput, output: Writable, prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    output.write(prompt);
    input.setRawMode?.(true);
    input.setEncoding('utf8');
    input.resume();
    const done = (error: Error | null) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(null);
        if (char === '\u0003' || (char === '\u0004' && typed === ''))
          return done(new SecretInputError('cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}
