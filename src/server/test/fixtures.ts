import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';

/** Small but real files of each kind, recognised by content the way visitors' files are. */

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(64, 0),
  Buffer.from([0xff, 0xd9]),
]);
export const WEBP = (() => {
  const payload = Buffer.concat([Buffer.from('WEBPVP8 ', 'latin1'), Buffer.alloc(4, 0), Buffer.alloc(16, 0)]);
  const header = Buffer.alloc(8);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(payload.length, 4);
  return Buffer.concat([header, payload]);
})();
export const AVIF = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x1c]),
  Buffer.from('ftypavif', 'latin1'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('avifmif1miaf', 'latin1'),
  Buffer.alloc(32, 0),
]);

/** A zip archive of text entries (fflate), as Office and any archiver write them. */
function zip(entries: Record<string, string>): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)]))));
}

export const DOCX = zip({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
});

/** An OLE compound file (SheetJS cfb) holding one stream; with a WordDocument stream it is a Word 97-2003 .doc. */
function compoundFile(streamName: string): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, `/${streamName}`, Buffer.alloc(512, 1));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
export const DOC = compoundFile('WordDocument');
/** A spreadsheet in the same container: not a CV. */
export const XLS = compoundFile('Workbook');

export const ZIP_NOT_DOCX = zip({ 'readme.txt': 'just a zip' });
