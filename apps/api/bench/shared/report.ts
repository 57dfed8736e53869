import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';

/** The machine a figure was measured on, as one line. */
export function machineDescription(extra: string[] = []): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return [
    `${cpus().length} × ${cpu}`,
    `${Math.round(totalmem() / 2 ** 30)} GiB RAM`,
    `Node ${process.version}`,
    ...extra,
  ].join(', ');
}

/**
 * Replaces the section between `<!-- bench:NAME -->` markers in docs/benchmarks.md (appending it
 * the first time), so each benchmark script keeps its own figures up to date.
 */
export function writeBenchmarkSection(name: string, markdown: string): string {
  const file = resolve(__dirname, '../../../../docs/benchmarks.md');
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const section = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  return file;
}

/** Runs a benchmark script's main: any error is printed and fails the process. */
export function runBenchmark(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
