/**
 * Bidirectional controls: the embeddings and overrides (U+202A-U+202E), the isolates
 * (U+2066-U+2069) and the marks (U+200E, U+200F, U+061C). In a file name they make
 * `invoice\u202Efdp.exe` show as `invoiceexe.pdf`: what the administrator reads is not what the
 * file is. Single-line form fields refuse them (src/schemas/fields.ts); a file name is the
 * visitor's own and is kept, without them.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A visitor's file name as the site shows or mails it: without bidirectional controls. Stored
 * names are cleaned when received (multipart.ts); this also covers those stored before.
 */
export function displayFileName(name: string): string {
  return name.replace(BIDI_CONTROLS, '');
}
