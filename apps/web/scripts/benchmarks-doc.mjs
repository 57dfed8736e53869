// What the web benchmarks (bench-web.mjs, bench-lighthouse.mjs) write into docs/benchmarks.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCHMARKS_DOC = resolve(dirname(fileURLToPath(import.meta.url)), '../../../docs/benchmarks.md');

/** The machine the figures were measured on, as one line; `extra` adds to it. */
export function machineDescription(extra = []) {
  return [
    `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`,
    `${Math.round(totalmem() / 2 ** 30)} GiB RAM`,
    `Node ${process.version}`,
    ...extra,
  ].join(', ');
}

/**
 * Replaces the section between the `<!-- bench:NAME -->` markers of `file` with `markdown`
 * (appending it the first time); the rest of the file is kept.
 */
export function writeBenchmarkSection(name, markdown, file = BENCHMARKS_DOC) {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const section = `${start}\n${markdown}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(
    file,
    pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`,
  );
}
