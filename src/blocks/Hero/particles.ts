/** Speeds of the three layers, in px per second: nearer dots drift faster. */
const SPEEDS = [14, 22, 30];
/** Each dot is a box-shadow of one tiny element: its radius is 1 px plus the shadow's spread. */
const BASE_RADIUS = 1;

/**
 * The hero's decorative particles: `count` small white dots of varied size and opacity rising
 * slowly through `element`, in three layers at different speeds. Each layer is one element whose
 * box-shadows are the dots (drawn twice, one height apart, so the loop is seamless), moved by a
 * transform animation that the compositor runs: after the first frame the main thread does
 * nothing for them, so they never block input or delay the page becoming interactive. Returns a
 * function that stops them and removes the layers.
 */
export function startParticles(element: HTMLElement, { count }: { count: number }): () => void {
  let layers: { node: HTMLElement; animation: Animation }[] = [];
  let built = { width: 0, height: 0 };

  const clear = () => {
    for (const { node, animation } of layers) {
      animation.cancel();
      node.remove();
    }
    layers = [];
  };

  const build = () => {
    const width = element.clientWidth;
    const height = element.clientHeight;
    if (width === built.width && height === built.height) return;
    built = { width, height };
    clear();
    if (!width || !height) return;
    layers = SPEEDS.map((speed, index) => {
      const dots = Math.round(count / SPEEDS.length) + (index < count % SPEEDS.length ? 1 : 0);
      const shadows: string[] = [];
      for (let i = 0; i < dots; i++) {
        const x = Math.round(Math.random() * width);
        const y = Math.round(Math.random() * height);
        const spread = (Math.random() * 2).toFixed(1);
        const alpha = (0.15 + Math.random() * 0.35).toFixed(2);
        const colour = `rgba(255, 255, 255, ${alpha})`;
        shadows.push(`${x}px ${y}px 0 ${spread}px ${colour}`, `${x}px ${y + height}px 0 ${spread}px ${colour}`);
      }
      const node = document.createElement('div');
      Object.assign(node.style, {
        position: 'absolute',
        left: `${-BASE_RADIUS}px`,
        top: `${-BASE_RADIUS}px`,
        width: `${BASE_RADIUS * 2}px`,
        height: `${BASE_RADIUS * 2}px`,
        borderRadius: '50%',
        boxShadow: shadows.join(', '),
        willChange: 'transform',
      });
      element.append(node);
      const animation = node.animate([{ transform: 'translate3d(0, 0, 0)' }, { transform: `translate3d(0, ${-height}px, 0)` }], {
        duration: (height / speed) * 1000,
        iterations: Infinity,
        easing: 'linear',
      });
      return { node, animation };
    });
  };

  build();
  const resizer = new ResizeObserver(build);
  resizer.observe(element);
  return () => {
    resizer.disconnect();
    clear();
  };
}
