/** A multipart/form-data body with one file part (after any text fields), as a browser's FormData sends it. */
export function multipart(file: { field?: string; name: string; type: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const boundary = `----ec${Math.random().toString(16).slice(2)}`;
  const texts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = Buffer.from(
    `${texts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file.bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
