/**
 * The hero's decorative particles: `count` small white dots drifting slowly on a canvas that fills
 * `element`, wrapping at the edges. A few dozen lines instead of a particle engine: it loads and
 * starts in a millisecond, draws at most 60 frames a second, and pauses while the hero is out of
 * view or the tab hidden. Returns a function that stops it and removes the canvas.
 */
export function startParticles(element: HTMLElement, { count }: { count: number }): () => void {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return () => undefined;
  element.append(canvas);

  let width = 0;
  let height = 0;
  const resize = () => {
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    width = element.clientWidth;
    height = element.clientHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
  };
  resize();

  const SPEED = 0.6; // px per frame at 60 fps
  const dots = Array.from({ length: count }, () => {
    const angle = Math.random() * Math.PI * 2;
    return {
      x: Math.random() * width,
      y: Math.random() * height,
      dx: Math.cos(angle) * SPEED * (0.5 + Math.random() / 2),
      dy: Math.sin(angle) * SPEED * (0.5 + Math.random() / 2),
      r: 1 + Math.random() * 2,
      alpha: 0.15 + Math.random() * 0.35,
    };
  });

  let frame = 0;
  let last = 0;
  let visible = true;
  const draw = (time: number) => {
    frame = requestAnimationFrame(draw);
    if (time - last < 1000 / 61) return;
    const steps = last ? Math.min((time - last) / (1000 / 60), 3) : 1;
    last = time;
    context.clearRect(0, 0, width, height);
    context.fillStyle = '#ffffff';
    for (const dot of dots) {
      dot.x = (dot.x + dot.dx * steps + width) % width;
      dot.y = (dot.y + dot.dy * steps + height) % height;
      context.globalAlpha = dot.alpha;
      context.beginPath();
      context.arc(dot.x, dot.y, dot.r, 0, Math.PI * 2);
      context.fill();
    }
  };
  const run = () => {
    cancelAnimationFrame(frame);
    last = 0;
    if (visible && !document.hidden) frame = requestAnimationFrame(draw);
  };
  const observer = new IntersectionObserver(([entry]) => {
    visible = entry?.isIntersecting ?? true;
    run();
  });
  observer.observe(element);
  const resizer = new ResizeObserver(resize);
  resizer.observe(element);
  document.addEventListener('visibilitychange', run);
  run();

  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    resizer.disconnect();
    document.removeEventListener('visibilitychange', run);
    canvas.remove();
  };
}
