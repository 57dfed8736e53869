import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { START, type EventStore } from '../../infrastructure/event-store/event-store.port';
import { logScannerOf } from '../../infrastructure/event-store/log-scan';
import type { ExportOptions } from './export-arguments';
import { exportHeader, formatScannedEvent, isExported } from './export-format';

export type ExportProgress = { read: number; written: number };

export type ExportResult = ExportProgress;

const PAGE_SIZE = 2000;

/**
 * Streams the log in commit order into `sink`, one page at a time, waiting for the sink to drain
 * when it asks to: memory holds two pages (one read ahead), whatever the log's size. The log is read
 * up to its head as it stood when the export began, so that a busy product does not keep it running.
 * It reads a scan of the log (log-scan.ts): with PostgreSQL, rows as texts with only the asked types'
 * data; with EventStoreDB, pages of the port's readAll. `read` counts every event of the log passed.
 */
export async function exportEvents(
  store: EventStore,
  options: Pick<ExportOptions, 'from' | 'to' | 'types' | 'format'>,
  sink: Writable,
  onProgress?: (progress: ExportProgress) => void,
  pageSize = PAGE_SIZE,
): Promise<ExportResult> {
  const head = await store.headPosition();
  const scanner = logScannerOf(store);
  const progress = { read: 0, written: 0 };
  const write = async (chunk: string) => {
    if (chunk !== '' && !sink.write(chunk)) await once(sink, 'drain');
  };
  await write(exportHeader(options.format));
  // The next page is asked for before this one is formatted: the database reads while Node writes.
  const readPage = (after: string) => {
    const page = scanner.scanPage({ after, until: head, types: options.types, limit: pageSize });
    page.catch(() => undefined); // awaited below, or abandoned when the sink fails
    return page;
  };
  let next = head === START ? undefined : readPage(START);
  while (next) {
    const page = await next;
    // Positions compare as strings in log order (event-store.port.ts).
    next = page.last && page.last < head ? readPage(page.last) : undefined;
    progress.read += page.scanned;
    let chunk = '';
    for (const event of page.events) {
      if (!isExported(event, options)) continue;
      chunk += formatScannedEvent(event, options.format);
      progress.written += 1;
    }
    await write(chunk);
    onProgress?.({ ...progress });
  }
  return progress;
}
