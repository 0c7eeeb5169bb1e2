import type { ImportRun, LatestImport, StartImportResponse } from '@album-club/contracts/imports';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

/** Sends the file as the request body; the server tells its format from the content. */
export async function startImport(file: File): Promise<StartImportResponse> {
  let response: Response;
  try {
    response = await fetch('/api/imports', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', 'Could not reach Album Club.', 0);
  }
  const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const message = typeof payload.message === 'string' ? payload.message : response.statusText;
    const code = typeof payload.code === 'string' ? payload.code : 'HTTP_ERROR';
    throw new ApiError(code, message, response.status);
  }
  return payload as unknown as StartImportResponse;
}

export const getImport = (id: string) =>
  apiFetch<ImportRun>(`/api/imports/${encodeURIComponent(id)}`);
export const getLatestImport = () => apiFetch<LatestImport>('/api/imports');
export const cancelImport = (id: string) =>
  apiFetch<ImportRun>(`/api/imports/${encodeURIComponent(id)}`, { method: 'DELETE' });
