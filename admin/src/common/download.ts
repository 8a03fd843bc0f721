import { useState } from 'react';
import { HttpError, useLogoutIfAccessDenied } from 'react-admin';
import { getToken } from '../session';

/** Saves a file the page holds under a name, as the browser's download. */
export const saveBlob = (blob: Blob, fileName: string): void => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    // Only once the browser has taken the file.
    setTimeout(() => URL.revokeObjectURL(url));
};

/** The server's name for the file: RFC 6266 filename* (UTF-8) first, then the plain filename. */
const fileNameOf = (disposition: string | null, fallback: string): string => {
    const encoded = disposition && /filename\*\s*=\s*(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
    if (encoded) return decodeURIComponent(encoded[1].trim());
    const plain = disposition && /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
    return plain ? plain[1].trim() : fallback;
};

/** A failed download as react-admin's HttpError, so the API's Spanish message reads like any other call's. */
const httpErrorOf = async (response: Response): Promise<HttpError> => {
    const body = await response.json().catch(() => undefined);
    return new HttpError(response.statusText || `HTTP ${response.status}`, response.status, body);
};

export interface DownloadProgress {
    received: number;
    /** Unknown when the server streams the file without a Content-Length. */
    total?: number;
}

/**
 * Fetches a file with the session's bearer token (a plain link can't send it), reporting the bytes as they
 * arrive, and saves it under the name of its Content-Disposition.
 */
const downloadFile = async (
    url: string,
    fallbackName: string,
    onProgress: (progress: DownloadProgress) => void,
): Promise<void> => {
    const token = getToken();
    const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) throw await httpErrorOf(response);
    const total = Number(response.headers.get('Content-Length')) || undefined;
    const chunks: BlobPart[] = [];
    let received = 0;
    const reader = response.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
        chunks.push(chunk.value);
        received += chunk.value.length;
        onProgress({ received, total });
    }
    const type = response.headers.get('Content-Type') ?? undefined;
    saveBlob(new Blob(chunks, { type }), fileNameOf(response.headers.get('Content-Disposition'), fallbackName));
};

/**
 * Downloads an API file (exports): `progress` is set while it arrives and `download` answers whether the file
 * was saved. A failure goes to onError, except an expired session, which goes back to the login page.
 */
export const useDownload = (onError: (error: unknown) => void) => {
    const logoutIfAccessDenied = useLogoutIfAccessDenied();
    const [progress, setProgress] = useState<DownloadProgress>();
    const download = async (url: string, fallbackName: string): Promise<boolean> => {
        setProgress({ received: 0 });
        try {
            await downloadFile(url, fallbackName, setProgress);
            return true;
        } catch (error) {
            if (!(await logoutIfAccessDenied(error))) onError(error);
            return false;
        } finally {
            setProgress(undefined);
        }
    };
    return { download, progress };
};
