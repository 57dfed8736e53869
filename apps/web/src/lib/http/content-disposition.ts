/**
 * The file name a download's Content-Disposition gives (RFC 6266): `filename*` (UTF-8, the whole
 * name) before the plain `filename`; null when there is none. Folders are never part of it.
 */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  const plain = name?.split(/[/\\]/).pop()?.trim();
  return plain ? plain : null;
}
