/**
 * Saves an answer's body as a file, under the name its Content-Disposition gives (else
 * `fallback`): for downloads that need the API's bearer token, so a plain link cannot fetch them.
 */
export async function saveAnswer(response: Response, fallback: string): Promise<void> {
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
