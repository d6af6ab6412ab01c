// A signed-in download (the CSV files, docs/decisions.md, Reports): fetched with the session's
// token, which a plain link cannot carry, then handed to the browser as a file under the name the
// server gave it. A refusal throws the server's message like any other call.
import { getToken } from '../session/token-store';
import { ApiError, NETWORK_ERROR_STATUS, readAnswer } from './api-error';
import { requestHeaders } from './api-client';

/** The file name of a `Content-Disposition: attachment; filename="..."` header. */
export function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { headers: requestHeaders({ token: getToken() }) });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, ['No connection to the server'], null);
  }
  if (!response.ok) {
    const { body, messages } = await readAnswer(response);
    throw new ApiError(
      response.status,
      messages.length > 0 ? messages : [`The download failed (${response.status})`],
      body,
    );
  }
  const name = attachmentName(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
