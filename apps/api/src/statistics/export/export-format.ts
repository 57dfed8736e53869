import type { ScannedEvent } from '../../infrastructure/event-store/log-scan';
import { isSealed } from '../../infrastructure/crypto/subject-cipher';
import { mapEvaluationTexts } from '../../evaluation/evaluation-texts';
import { mapGreenListTexts } from '../../green-list/green-list-texts';
import type { ExportFormat, ExportOptions } from './export-arguments';

/** An event as an analyst receives it: where it stands in the log, what it is, who did it, its data. */
export type ExportedEvent = {
  position: string;
  eventId: string;
  streamId: string;
  streamPosition: number;
  type: string;
  occurredAt: string;
  actorRole: string | null;
  actorId: string | null;
  data: unknown;
};

/** What a free text written before texts were sealed (ADR 0004) reads as in an export. */
export const WITHHELD_TEXT = '[withheld]';

/**
 * Free texts about an artisan leave as they are stored: sealed (or empty). A text stored in the
 * clear, from before sealing, is withheld: the export never decrypts and never shows a comment.
 */
const keepSealed = (text: string) => (text === '' || isSealed(text) ? text : WITHHELD_TEXT);

export function toExportedEvent(event: ScannedEvent): ExportedEvent {
  const withheld = mapGreenListTexts(mapEvaluationTexts(event, keepSealed), keepSealed);
  return {
    position: event.globalPosition,
    eventId: event.id,
    streamId: event.streamId,
    streamPosition: event.streamPosition,
    type: event.type,
    occurredAt: event.metadata.occurredAt,
    actorRole: event.metadata.actorRole ?? null,
    actorId: event.metadata.actorId ?? null,
    data: withheld.data,
  };
}

/**
 * Whether the export may change the event's data: the text mappers leave every other type as it is
 * (they return the event itself). Asked of the mappers once per type, with an empty event, so that a
 * type given texts later is known here without a list to keep.
 */
const mayHaveTexts = new Map<string, boolean>();

function textsMayChange(type: string): boolean {
  let known = mayHaveTexts.get(type);
  if (known === undefined) {
    const probe: ScannedEvent = {
      id: '',
      type,
      data: {},
      metadata: { occurredAt: '', actorRole: null, actorId: null },
      streamId: '',
      streamPosition: 0,
      globalPosition: '',
    };
    try {
      known = mapGreenListTexts(mapEvaluationTexts(probe, keepSealed), keepSealed) !== probe;
    } catch {
      known = true;
    }
    mayHaveTexts.set(type, known);
  }
  return known;
}

/**
 * One event as formatExportedEvent writes it. An event whose data the export leaves as stored, from
 * a store that gives its data as JSON text (log-scan.ts), is written from that text: no parse, no
 * stringify of its data.
 */
export function formatScannedEvent(event: ScannedEvent, format: ExportFormat): string {
  if (!event.dataJson || textsMayChange(event.type)) {
    return formatExportedEvent(toExportedEvent(event), format);
  }
  const data = event.dataJson();
  const { metadata } = event;
  if (format === 'csv') {
    const fields = [
      event.globalPosition,
      event.id,
      event.streamId,
      String(event.streamPosition),
      event.type,
      metadata.occurredAt,
      metadata.actorRole ?? '',
      metadata.actorId ?? '',
      data,
    ];
    return `${fields.map(csvField).join(',')}\r\n`;
  }
  // ExportedEvent's members in its order, data last: the line JSON.stringify would write.
  const head = JSON.stringify({
    position: event.globalPosition,
    eventId: event.id,
    streamId: event.streamId,
    streamPosition: event.streamPosition,
    type: event.type,
    occurredAt: metadata.occurredAt,
    actorRole: metadata.actorRole ?? null,
    actorId: metadata.actorId ?? null,
  });
  return `${head.slice(0, -1)},"data":${data}}\n`;
}

/** Whether the event is in the asked period (UTC days, both included) and among the asked types. */
export function isExported(
  event: ScannedEvent,
  options: Pick<ExportOptions, 'from' | 'to' | 'types'>,
): boolean {
  if (options.types && !options.types.has(event.type)) return false;
  const day = event.metadata.occurredAt.slice(0, 10);
  if (options.from && day < options.from) return false;
  if (options.to && day > options.to) return false;
  return true;
}

export const CSV_COLUMNS = [
  'position',
  'event_id',
  'stream_id',
  'stream_position',
  'type',
  'occurred_at',
  'actor_role',
  'actor_id',
  'data',
] as const;

/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The first line of the file: CSV's header, nothing for NDJSON. */
export function exportHeader(format: ExportFormat): string {
  return format === 'csv' ? `${CSV_COLUMNS.join(',')}\r\n` : '';
}

/** One event as one NDJSON line or one CSV row (data as JSON in the last column), line break included. */
export function formatExportedEvent(event: ExportedEvent, format: ExportFormat): string {
  if (format === 'ndjson') return `${JSON.stringify(event)}\n`;
  const fields = [
    event.position,
    event.eventId,
    event.streamId,
    String(event.streamPosition),
    event.type,
    event.occurredAt,
    event.actorRole ?? '',
    event.actorId ?? '',
    JSON.stringify(event.data),
  ];
  return `${fields.map(csvField).join(',')}\r\n`;
}
