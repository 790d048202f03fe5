/** One part of a hand-made multipart body: a field, or a file when it has a filename. */
export interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer | string;
}

/** A multipart/form-data body exactly as given, closed by its final boundary unless `closed` is false (a body cut off). */
export function multipart(boundary: string, parts: Part[], closed = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Text fields as parts. */
export const fieldsOf = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, content]) => ({ name, content }));
