import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { CurrentPathContext } from '../ui/SiteLink';
import { declareIsland, registryOf } from './declare';
import { island } from './island';
import { prerenderStatic } from './prerender';
import { startIslands } from './runtime';

const Providers = ({ children }: { children: ReactNode }) => <>{children}</>;

/** A page prerendered as the build does it (prerender.tsx): each island its own root, in a pass of its own. */
const prerender = (page: ReactNode): string =>
  prerenderStatic(<CurrentPathContext.Provider value="/">{page}</CurrentPathContext.Provider>, { path: '/', Providers }).html;

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((n) => n + 1)}>{`${label}: ${count}`}</button>;
}
// The loader hands back the component itself, as `import('./Counter').then((m) => m.Counter)` does.
const counterIsland = declareIsland({ name: 'counter', load: () => Promise.resolve(Counter), when: 'interaction' });
const CounterIsland = island(counterIsland, Counter);
// The same component, live once idle where its props say it is the page's own.
const choosyIsland = declareIsland({
  name: 'choosy',
  load: () => Promise.resolve(Counter),
  when: (props) => (props.label === 'Page' ? 'idle' : 'interaction'),
});
const ChoosyIsland = island(choosyIsland, Counter);
// One whose choice throws (as reading storage the browser refuses does).
const unsureIsland = declareIsland({
  name: 'unsure',
  load: () => Promise.resolve(Counter),
  when: () => {
    throw new Error('storage refused');
  },
});
const UnsureIsland = island(unsureIsland, Counter);

let throwInBrowser = false;
function Fragile() {
  if (throwInBrowser) throw new Error('broken in the browser');
  return <a href="/contact">Contact us</a>;
}
const fragileIsland = declareIsland({ name: 'fragile', load: () => Promise.resolve(Fragile), when: 'idle' });
const FragileIsland = island(fragileIsland, Fragile);

const providers = () => Promise.resolve(Providers);

/** A form island whose code arrives when the test says: `failures` loads fail first. */
function FormOnPage({ label }: { label: string }) {
  const [sent, setSent] = useState(false);
  return (
    <form
      method="post"
      action="/connect"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(true);
      }}
    >
      <button type="submit">{sent ? 'Sent by its code' : label}</button>
    </form>
  );
}
let failures = 0;
const formIsland = declareIsland({
  name: 'form',
  load: () => (failures-- > 0 ? Promise.reject(new Error('Loading chunk island-form failed')) : Promise.resolve(FormOnPage)),
  when: 'interaction',
});
const FormIsland = island(formIsland, FormOnPage);

describe('the islands runtime', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    throwInBrowser = false;
    vi.restoreAllMocks();
  });

  it('hydrates an island on its first interaction and replays the click that woke it', async () => {
    document.body.innerHTML = prerender(<CounterIsland label="Taps" />);
    const button = document.querySelector('button');
    expect(button?.textContent).toBe('Taps: 0');
    startIslands(registryOf([counterIsland]), providers);
    fireEvent.click(button as HTMLButtonElement);
    await waitFor(() => expect(document.querySelector('[data-island="counter"]')).toHaveAttribute('data-hydrated', 'true'));
    await waitFor(() => expect(document.querySelector('button')?.textContent).toBe('Taps: 1'));
  });

  it('renders each island in a pass of its own, into its place, and gives it an id from that place, the same however often the page renders', () => {
    const page = (
      <>
        <CounterIsland label="First" />
        <div>
          <CounterIsland label="Second" />
        </div>
      </>
    );
    const ids = (html: string) => [...html.matchAll(/data-island-id="([^"]+)"/g)].map((m) => m[1]);
    const html = prerender(page);
    expect(html).toMatch(
      /<div data-island="counter"[^>]*><button>First: 0<\/button><\/div><div><div data-island="counter"[^>]*><button>Second: 0<\/button>/,
    );
    expect(html).not.toContain('<!--island:');
    const first = ids(html);
    expect(first).toHaveLength(2);
    expect(new Set(first).size).toBe(2);
    expect(ids(prerender(page))).toEqual(first);
  });

  it('logs an island that throws by its name and puts its prerendered HTML back', async () => {
    document.body.innerHTML = prerender(<FragileIsland />);
    const before = document.querySelector('[data-island="fragile"]')?.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    throwInBrowser = true;
    startIslands(registryOf([fragileIsland]), providers);
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(expect.stringContaining("The island 'fragile' could not start"), expect.any(Error)),
    );
    await waitFor(() => expect(document.querySelector('[data-island="fragile"]')?.innerHTML).toBe(before));
    expect(document.querySelector('a[href="/contact"]')).toHaveTextContent('Contact us');
    expect(document.querySelector('[data-island="fragile"]')).not.toHaveAttribute('data-hydrated');
  });

  it("holds an island that hydrates once idle until the page's first paints are done", async () => {
    document.body.innerHTML = prerender(<FragileIsland />);
    const island = () => document.querySelector('[data-island="fragile"]');
    let firstPaintsDone = () => {};
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    startIslands(registryOf([fragileIsland]), providers, document, {
      idleAfter: new Promise<void>((resolve) => (firstPaintsDone = resolve)),
    });
    // Idle comes 200 ms after it is asked for here (jsdom has no requestIdleCallback): ten seconds
    // on, and still waiting.
    await vi.advanceTimersByTimeAsync(10_000);
    vi.useRealTimers();
    expect(island()).not.toHaveAttribute('data-hydrated');
    firstPaintsDone();
    await waitFor(() => expect(island()).toHaveAttribute('data-hydrated', 'true'));
  });

  it("chooses each island's trigger from its own props: one of two alike hydrates once idle, the other waits to be reached", async () => {
    document.body.innerHTML = prerender(
      <>
        <ChoosyIsland label="Header" />
        <ChoosyIsland label="Page" />
      </>,
    );
    const [header, page] = document.querySelectorAll('[data-island="choosy"]');
    startIslands(registryOf([choosyIsland]), providers);
    await waitFor(() => expect(page).toHaveAttribute('data-hydrated', 'true'));
    expect(header).not.toHaveAttribute('data-hydrated');
    fireEvent.click(screen.getByRole('button', { name: 'Header: 0' }));
    await waitFor(() => expect(header).toHaveAttribute('data-hydrated', 'true'));
  });

  it('leaves an island whose choice of trigger fails to its first interaction, and arms the islands after it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = prerender(
      <>
        <UnsureIsland label="Unsure" />
        <ChoosyIsland label="Page" />
      </>,
    );
    startIslands(registryOf([unsureIsland, choosyIsland]), providers);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("The island 'unsure' could not choose"), expect.any(Error));
    await waitFor(() => expect(document.querySelector('[data-island="choosy"]')).toHaveAttribute('data-hydrated', 'true'));
    fireEvent.click(screen.getByRole('button', { name: 'Unsure: 0' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unsure: 1' })).toBeInTheDocument());
  });

  it('asks once more for code that failed to arrive, then hydrates and presses what was pressed', async () => {
    failures = 1;
    document.body.innerHTML = prerender(<FormIsland label="Send" />);
    startIslands(registryOf([formIsland]), providers);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Sent by its code' })).toBeInTheDocument();
    expect(document.querySelector('[data-island="form"]')).toHaveAttribute('data-hydrated', 'true');
  });

  it('submits the form natively when its code never arrives: the press is never swallowed', async () => {
    failures = 2;
    document.body.innerHTML = prerender(<FormIsland label="Send" />);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const submits: SubmitEvent[] = [];
    // Last in line, after the island's own listener: what the browser would then do with the submit.
    document.addEventListener('submit', (event) => {
      submits.push(event);
      event.preventDefault(); // jsdom cannot navigate; a browser would post the form now
    });
    startIslands(registryOf([formIsland]), providers);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    // Held back while the code is awaited: no submit yet.
    expect(submits).toHaveLength(0);
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(submits[0]?.submitter).toBe(button);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("The island 'form' could not start"), expect.any(Error));
    expect(document.querySelector('[data-island="form"]')).not.toHaveAttribute('data-hydrated');
  });

  it('names an island the page holds but no file declares', () => {
    document.body.innerHTML = '<div data-island="missing" data-props="{}"></div>';
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    startIslands(registryOf([counterIsland]), providers);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("No island 'missing' is declared"));
  });

  it('refuses two declarations of one name', () => {
    expect(() => registryOf([counterIsland, { ...fragileIsland, name: 'counter' }])).toThrow(
      "Two islands are named 'counter': island names must be unique",
    );
  });
});

describe('mount', () => {
  it('renders a client-only island, resolving once it has committed', async () => {
    const { mount } = await import('./mount');
    const element = document.createElement('div');
    document.body.append(element);
    const done = mount(
      element,
      Counter as never,
      { label: 'Prepared' },
      {
        hydrate: false,
        identifierPrefix: 'prepared-',
        Providers,
      },
    );
    await done;
    expect(element.textContent).toBe('Prepared: 0');
    fireEvent.click(element.querySelector('button') as HTMLButtonElement);
    await waitFor(() => expect(element.textContent).toBe('Prepared: 1'));
    element.remove();
  });
});
