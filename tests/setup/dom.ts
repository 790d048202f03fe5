import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Each file imports the site's modules afresh (its stores, its vi.mock()s take effect), while the
// worker keeps jsdom and the packages it has loaded from one file to the next (vitest.config.ts).
vi.resetModules();

afterEach(() => cleanup());

// What a test waits for (an island's code arriving, a lazy block) is a module that vitest compiles
// the first time it is imported: on a busy machine that alone outlasts testing-library's 1 s default,
// as the islands runtime's first hydration did under a load average of 13. These waits assert that
// something happens, not how fast (the benchmarks measure speed), so they may take the test's own time.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these browser APIs that Mantine and the blocks use.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub;

// jsdom has <dialog> but not its methods: the open attribute, and the close event a closing fires.
// (The modal part, the inert page and the focus, is the browser's, tested in tests/browser.)
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
  if (!this.open) return;
  this.open = false;
  if (returnValue !== undefined) this.returnValue = returnValue;
  this.dispatchEvent(new Event('close'));
};
