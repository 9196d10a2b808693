import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/security.md maps every OWASP ASVS 5.0 Level 1 and 2 requirement to the tests that would fail if it
 * broke. This keeps the document honest as the code moves: every test it names exists under that name,
 * every requirement of the standard is there once with its level, and the coverage figures are the tables'.
 */

const root = path.resolve(import.meta.dirname, '..');
const doc = readFileSync(path.join(root, 'docs/security.md'), 'utf8');

/**
 * The levels of ASVS 5.0.0's requirements, section by section (from the standard's CSV): one digit per
 * requirement in order, so '1.2': '1111122223' is 1.2.1 (level 1) up to 1.2.10 (level 3).
 */
const levels: Record<string, string> = {
  '1.1': '22',
  '1.2': '1111122223',
  '1.3': '112222222223',
  '1.4': '222',
  '1.5': '123',
  '2.1': '122',
  '2.2': '112',
  '2.3': '12223',
  '2.4': '23',
  '3.1': '3',
  '3.2': '113',
  '3.3': '12223',
  '3.4': '11222233',
  '3.5': '11122333',
  '3.6': '3',
  '3.7': '22333',
  '4.1': '12233',
  '4.2': '23333',
  '4.3': '22',
  '4.4': '1222',
  '5.1': '2',
  '5.2': '112333',
  '5.3': '113',
  '5.4': '222',
  '6.1': '122',
  '6.2': '111111112222',
  '6.3': '11223333',
  '6.4': '112233',
  '6.5': '22222333',
  '6.6': '2223',
  '6.7': '33',
  '6.8': '2222',
  '7.1': '222',
  '7.2': '1111',
  '7.3': '22',
  '7.4': '11222',
  '7.5': '223',
  '7.6': '22',
  '8.1': '1233',
  '8.2': '1123',
  '8.3': '133',
  '8.4': '23',
  '9.1': '111',
  '9.2': '1222',
  '10.1': '22',
  '10.2': '223',
  '10.3': '22223',
  '10.4': '1111122222233333',
  '10.5': '22222',
  '10.6': '22',
  '10.7': '222',
  '11.1': '2233',
  '11.2': '22233',
  '11.3': '11233',
  '11.4': '1222',
  '11.5': '23',
  '11.6': '23',
  '11.7': '33',
  '12.1': '12233',
  '12.2': '11',
  '12.3': '22223',
  '13.1': '2333',
  '13.2': '222223',
  '13.3': '2233',
  '13.4': '1222233',
  '14.1': '22',
  '14.2': '12223333',
  '14.3': '122',
  '15.1': '12233',
  '15.2': '12233',
  '15.3': '1222222',
  '15.4': '3333',
  '16.1': '2',
  '16.2': '22222',
  '16.3': '2222',
  '16.4': '222',
  '16.5': '2223',
  '17.1': '23',
  '17.2': '22223333',
  '17.3': '22',
};

/** Every Level 1 and Level 2 requirement id of the standard, with its level. */
const standard = new Map<string, number>();
for (const [section, digits] of Object.entries(levels))
  [...digits].forEach((level, i) => {
    if (level !== '3') standard.set(`${section}.${i + 1}`, Number(level));
  });

const statuses = ['tested', 'documented', 'operator', 'design', 'untested', 'gap', 'n/a'] as const;
type Status = (typeof statuses)[number];

interface Row {
  id: string;
  level: number;
  status: Status;
  evidence: string;
}

const rows: Row[] = [];
for (const line of doc.split('\n')) {
  const match = /^\| (\d+\.\d+\.\d+) \| ([12]) \| [^|]+ \| ([^|]+?) \| (.*) \|$/.exec(line);
  if (match)
    rows.push({
      id: match[1]!,
      level: Number(match[2]),
      status: match[3] as Status,
      evidence: match[4]!,
    });
}

/** `file` › "name", "name": the test files and names a piece of evidence quotes. */
function references(text: string): { file: string; names: string[] }[] {
  const found: { file: string; names: string[] }[] = [];
  const pattern = /`([\w./-]+\.(?:test|spec)\.tsx?)`((?:\s*›\s*"[^"]+")?(?:,\s*"[^"]+")*)/g;
  for (const match of text.matchAll(pattern)) {
    const names = [...(match[2] ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    found.push({ file: match[1]!, names });
  }
  return found;
}

describe('docs/security.md', () => {
  it('maps every ASVS 5.0 Level 1 and Level 2 requirement once, at its level, with a known status', () => {
    const ids = rows.map((r) => r.id);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      'mapped twice',
    ).toEqual([]);
    expect(
      [...standard.keys()].filter((id) => !ids.includes(id)),
      'missing',
    ).toEqual([]);
    expect(
      ids.filter((id) => !standard.has(id)),
      'not a Level 1 or 2 requirement',
    ).toEqual([]);
    for (const row of rows) {
      expect(row.level, row.id).toBe(standard.get(row.id));
      expect(statuses, row.id).toContain(row.status);
    }
  });

  it('names only test files and test names that exist', () => {
    const quoted = references(doc);
    expect(quoted.length).toBeGreaterThan(100);
    for (const { file, names } of quoted) {
      const full = path.join(root, file);
      expect(existsSync(full), file).toBe(true);
      const source = readFileSync(full, 'utf8');
      for (const name of names) expect(source.includes(name), `${file} › "${name}"`).toBe(true);
    }
  });

  it('gives every tested requirement a named test (or a lint rule that npm test runs)', () => {
    const biome = readFileSync(path.join(root, 'biome.json'), 'utf8');
    for (const row of rows.filter((r) => r.status === 'tested')) {
      const tests = references(row.evidence).filter((r) => r.names.length > 0);
      const lint = [
        ...row.evidence.matchAll(/`(\w+\/\w+)` fails `npm run lint`|`(\w+\/\w+)` in `npm run lint`/g),
      ];
      expect(tests.length + lint.length, `${row.id} names no test`).toBeGreaterThan(0);
    }
    // The lint rules named are Biome's recommended ones, and not switched off here.
    expect(biome).toMatch(/"preset": "recommended"/);
    for (const rule of doc.matchAll(/Biome's recommended (?:rule )?`(\w+)\/(\w+)`/g))
      expect(biome, rule[0]).not.toMatch(new RegExp(`"${rule[2]}":\\s*"off"`));
  });

  it('states the coverage figures the tables give', () => {
    const count = (level: number | null, status?: Status) =>
      rows.filter((r) => (level === null || r.level === level) && (!status || r.status === status)).length;
    const line = (level: number | null) => {
      const all = count(level);
      const na = count(level, 'n/a');
      const otherwise = count(level, 'documented') + count(level, 'operator') + count(level, 'design');
      return [
        all,
        na,
        all - na,
        count(level, 'tested'),
        otherwise,
        count(level, 'untested'),
        count(level, 'gap'),
      ];
    };
    const table = (label: string) => {
      const match = new RegExp(`^\\| ${label} \\|((?: \\d+ \\|){7})$`, 'm').exec(doc);
      return match
        ? match[1]!
            .split('|')
            .map((cell) => cell.trim())
            .filter((cell) => cell !== '')
            .map(Number)
        : [];
    };
    expect(table('Level 1')).toEqual(line(1));
    expect(table('Level 2 \\(its own 183\\)')).toEqual(line(2));
    expect(table('Levels 1 and 2 together')).toEqual(line(null));
    const [, , applicable1, tested1] = line(1);
    const [, , applicable2, tested2] = line(2);
    const [, , applicableAll, testedAll] = line(null);
    expect(doc).toContain(
      `**Level 1: ${tested1} of ${applicable1} applicable requirements mapped to a test; Level 2: ${tested2} of ${applicable2} (${testedAll} of ${applicableAll} for Levels 1`,
    );
  });
});
