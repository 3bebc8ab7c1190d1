// Downloads a resume of a resume_custom message: getPetUrl (must succeed) then downResume as a
// blob, saved under the name in the message text. The ID comes from the message, so it is one
// encoded path segment: '../' in it cannot reach another API route with the user's token.
import type { HostFetcher } from '../../provider/options-context';

export async function downloadResume(fetcher: HostFetcher, resumeId: string | number, fileName: string): Promise<void> {
  const id = encodeURIComponent(String(resumeId));
  await fetcher(`front/v1/common/file/getPetUrl/${id}`);
  const blob = await fetcher<Blob>(`front/v1/common/file/downResume/${id}`, { responseType: 'blob' });
  saveBlob(blob, fileName);
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
