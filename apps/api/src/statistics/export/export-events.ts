import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { START, type EventStore } from '../../infrastructure/event-store/event-store.port';
import type { ExportOptions } from './export-arguments';
import { exportHeader, formatExportedEvent, isExported, toExportedEvent } from './export-format';

export type ExportProgress = { read: number; written: number };

export type ExportResult = ExportProgress;

const PAGE_SIZE = 10_000;

/**
 * Streams the log in commit order into `sink`, one page of the store at a time, waiting for the
 * sink to drain when it asks to: memory holds two pages (one read ahead), whatever the log's size. The log is read up
 * to its head as it stood when the export began, so that a busy product does not keep it running.
 * Reads through the event store port: the same with PostgreSQL and EventStoreDB.
 */
export async function exportEvents(
  store: EventStore,
  options: Pick<ExportOptions, 'from' | 'to' | 'types' | 'format'>,
  sink: Writable,
  onProgress?: (progress: ExportProgress) => void,
  pageSize = PAGE_SIZE,
): Promise<ExportResult> {
  const head = await store.headPosition();
  const progress = { read: 0, written: 0 };
  const write = async (chunk: string) => {
    if (chunk !== '' && !sink.write(chunk)) await once(sink, 'drain');
  };
  await write(exportHeader(options.format));
  // The next page is asked for before this one is formatted: the database reads while Node writes.
  const readPage = (after: string) => {
    const page = store.readAll({ after, limit: pageSize });
    page.catch(() => undefined); // awaited below, or abandoned when the sink fails
    return page;
  };
  let next = head === START ? undefined : readPage(START);
  while (next) {
    const page = await next;
    const last = page.at(-1);
    next = last && last.globalPosition < head ? readPage(last.globalPosition) : undefined;
    let chunk = '';
    for (const event of page) {
      // Positions compare as strings in log order (event-store.port.ts).
      if (event.globalPosition > head) break;
      progress.read += 1;
      if (!isExported(event, options)) continue;
      chunk += formatExportedEvent(toExportedEvent(event), options.format);
      progress.written += 1;
    }
    await write(chunk);
    onProgress?.({ ...progress });
  }
  return progress;
}
