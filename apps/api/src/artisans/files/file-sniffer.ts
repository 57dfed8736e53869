import { Worker } from 'node:worker_threads';

/** What the bytes of a file are, by their signature (magic numbers); undefined when unknown. */
export type SniffedType = { ext: string; mime: string } | undefined;

type Detect = (bytes: Uint8Array) => Promise<SniffedType>;

/**
 * `file-type` is ESM only. Node loads it with a dynamic import; a sandbox that cannot (Jest's module
 * registry on Node 20, which runs the e2e tests in-process) gets the same detection from a worker
 * thread, which is a plain Node instance. Both run the same library on the same bytes.
 */
const IN_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { fileTypeFromBuffer } = require('file-type');
fileTypeFromBuffer(workerData).then(
  (type) => parentPort.postMessage({ type: type ? { ext: type.ext, mime: type.mime } : null }),
  (error) => parentPort.postMessage({ error: String(error) }),
);
`;

const detectInWorker: Detect = (bytes) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(IN_WORKER, { eval: true, workerData: bytes });
    worker.once('message', (answer: { type?: SniffedType | null; error?: string }) => {
      void worker.terminate();
      if (answer.error !== undefined) reject(new Error(`file-type failed: ${answer.error}`));
      else resolve(answer.type ?? undefined);
    });
    worker.once('error', reject);
  });

let detector: Promise<Detect> | undefined;

function loadDetector(): Promise<Detect> {
  detector ??= import('file-type').then(
    ({ fileTypeFromBuffer }): Detect =>
      async (bytes) => {
        const type = await fileTypeFromBuffer(bytes);
        return type && { ext: type.ext, mime: type.mime };
      },
    (): Detect => detectInWorker,
  );
  return detector;
}

/** The type the bytes say, never what the file name or the client's Content-Type claims. */
export async function sniffFileType(bytes: Uint8Array): Promise<SniffedType> {
  if (bytes.length === 0) return undefined;
  return (await loadDetector())(bytes);
}
