/**
 * Runs in the story's page before each capture (page.evaluate): resolves once everything that
 * arrives after the first render is in place, so two runs capture the same pixels.
 */
export async function settleScript(): Promise<void> {
  const deadline = performance.now() + 15_000;
  const until = async (done: () => boolean, what: string) => {
    while (!done()) {
      if (performance.now() > deadline) throw new Error(`Gave up after 15 s waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  // Parts that enhance once the page is idle say so: the logo carousel (src/blocks/LogoCarousel)
  // and the hero's particle field (src/blocks/Hero), which then draws its first frame.
  await until(() => !document.querySelector('[data-enhanced="false"]'), 'the carousel and particles to start');
  // A whole-page capture shows what is below the fold too: lazy images load now, including those
  // the enhanced parts have just rendered.
  await until(() => {
    const images = Array.from(document.images);
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    return images.every((image) => image.complete);
  }, 'images to load');
  await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}
