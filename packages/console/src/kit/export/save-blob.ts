// Saves bytes the page holds (a CSV it wrote, a zip it fetched with the session's token) under a
// name, through an object URL and the browser's download.
export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
