import { useEffect, useState } from 'react';
import { saveBlob } from '../../../../lib/http/save-blob';
import { fetchFile } from '../../api/artisan-files';

/** An object URL for a picked file, revoked when the file changes or the component goes. */
export function useLocalFileUrl(file: Blob | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export type StoredFileUrl = { url: string | undefined; failed: boolean };

/**
 * An object URL for a stored picture: its bytes need the bearer token, so they come through the
 * HTTP client as a blob rather than from an <img src> of the API.
 */
export function useStoredFileUrl(iri: string | undefined): StoredFileUrl {
  const [state, setState] = useState<StoredFileUrl>({ url: undefined, failed: false });
  useEffect(() => {
    if (!iri) return setState({ url: undefined, failed: false });
    let live = true;
    let objectUrl: string | undefined;
    setState({ url: undefined, failed: false });
    fetchFile(iri)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, failed: false });
      })
      .catch(() => {
        if (live) setState({ url: undefined, failed: true });
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [iri]);
  return state;
}

/** Saves a stored file (the PDF) under a name: fetched with the token, then handed to the browser. */
export async function downloadStoredFile(iri: string, fileName: string): Promise<void> {
  saveBlob(await fetchFile(iri), fileName);
}
