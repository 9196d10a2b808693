import { readFileSync } from 'node:fs';

/**
 * A secret setting from NAME or from the file NAME_FILE names (Docker and Kubernetes secrets are files; a
 * key in a file also keeps it out of `ps`, shell history and the environment of child processes). Both set
 * is an error, so that an operator who moved a key to a file is not left running on the old value. Answers
 * undefined when neither is set; a file's trailing newline is dropped (an editor adds one), nothing else.
 */
export function secretFromEnv(env: Record<string, string | undefined>, name: string): string | undefined {
  const direct = env[name] || undefined;
  const file = env[`${name}_FILE`] || undefined;
  if (direct !== undefined && file !== undefined)
    throw new EnvSecretError(`${name} and ${name}_FILE are both set; keep one`);
  if (file === undefined) return direct;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new EnvSecretError(`${name}_FILE: cannot read ${file} (${code})`);
  }
  const value = text.replace(/\r?\n$/, '');
  if (!value) throw new EnvSecretError(`${name}_FILE: ${file} is empty`);
  return value;
}

export class EnvSecretError extends Error {}
