import { asciiFileName } from '@artisans/domain';

/** RFC 5987: the UTF-8 bytes percent-encoded, with the characters it reserves besides. */
function extendedValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A download saved under `fileName` (RFC 6266): the plain `filename` for old clients, `filename*`
 * with the whole name (accents, Cyrillic, Georgian…) for every current browser.
 */
export function attachment(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${extendedValue(fileName)}`;
}
