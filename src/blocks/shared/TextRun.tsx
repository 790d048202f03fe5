/** Plain paragraphs in order, then the points as a bulleted list when there are any (MediaText, RichText). */
export function TextRun({ paragraphs, bullets }: { paragraphs: readonly string[]; bullets: readonly string[] }) {
  return (
    <>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {bullets.length > 0 && (
        <ul>
          {bullets.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </>
  );
}
