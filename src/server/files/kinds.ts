import { readFile } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

/** What a file's content says it is; the name and the browser's declared type are not trusted. */
export interface DetectedType {
  ext: string;
  mime: string;
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The stream every Word 97-2003 document holds, as its name appears in the CFB directory. */
const WORD_STREAM_NAME = Buffer.from('WordDocument\0', 'utf16le');

/**
 * A CV: PDF, Word 97-2003 (.doc) or Word 2007+ (.docx). A .doc is an OLE compound file, the same
 * container as .xls or .msi, so it counts only if it holds a WordDocument stream; a .docx is a zip
 * that file-type recognises from its [Content_Types].xml and word/ entries.
 */
export async function detectCv(filePath: string): Promise<DetectedType | null> {
  const type = await fileTypeFromFile(filePath);
  if (type?.mime === 'application/pdf') return { ext: 'pdf', mime: 'application/pdf' };
  if (type?.ext === 'docx') return { ext: 'docx', mime: DOCX_MIME };
  if (type?.ext === 'cfb' || type === undefined) {
    const content = await readFile(filePath);
    if (content.subarray(0, 8).equals(CFB_MAGIC) && content.includes(WORD_STREAM_NAME)) {
      return { ext: 'doc', mime: 'application/msword' };
    }
  }
  return null;
}

const IMAGE_TYPES: Record<string, DetectedType> = {
  'image/png': { ext: 'png', mime: 'image/png' },
  'image/jpeg': { ext: 'jpg', mime: 'image/jpeg' },
  'image/webp': { ext: 'webp', mime: 'image/webp' },
  'image/gif': { ext: 'gif', mime: 'image/gif' },
  'image/avif': { ext: 'avif', mime: 'image/avif' },
};

/** A blog image: PNG, JPEG, WebP, GIF or AVIF (no SVG: it can carry script). */
export async function detectImage(filePath: string): Promise<DetectedType | null> {
  const type = await fileTypeFromFile(filePath);
  return (type && IMAGE_TYPES[type.mime]) ?? null;
}

/** Any attachment: the detected type, else a declared type that looks like one, else octet-stream. */
export async function detectAny(filePath: string, declared: string): Promise<DetectedType> {
  const type = await fileTypeFromFile(filePath);
  if (type) return { ext: type.ext, mime: type.mime };
  const clean = declared.trim().toLowerCase();
  return { ext: '', mime: /^[a-z]+\/[a-z0-9.+-]{1,100}$/.test(clean) ? clean : 'application/octet-stream' };
}
