// A multipart/form-data body carrying one file, as a browser's form sends it, for app.inject().
import { randomBytes } from 'node:crypto';

export type FilePart = { filename: string; data: Buffer; field?: string; contentType?: string };

export function multipartBody({ filename, data, field = 'file', contentType = 'application/octet-stream' }: FilePart): {
  payload: Buffer;
  contentType: string;
} {
  const boundary = `----chorus${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
