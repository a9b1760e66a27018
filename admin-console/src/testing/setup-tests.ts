// Jest setup for every admin-console test: jest-dom matchers, the Firebase stand-in, and the
// browser APIs jsdom lacks that react-router and Ant Design rely on.
import '@testing-library/jest-dom';

import { configure } from '@testing-library/react';

import { TextDecoder, TextEncoder } from 'node:util';

// No test loads the Firebase SDK: src/lib/firebase is the stub, driven by installFakeFirebase()
// (fake-firebase.ts). Only lib/__tests__/firebase.test.ts takes the real module (jest.unmock).
jest.mock('../lib/firebase', () => jest.requireActual('./firebase-stub'));

// react-router 7 encodes with TextEncoder at import time; jsdom does not provide it.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// antd's responsive utilities (Grid, Row/Col breakpoints) subscribe to media queries.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd's Form (@rc-component/form) batches watchers in a MessageChannel macrotask. Node's own
// MessageChannel would keep Jest's workers alive, so a setTimeout-based pair of ports stands in.
if (typeof globalThis.MessageChannel === 'undefined') {
  type Listener = ((event: MessageEvent) => void) | null;
  class TimeoutPort {
    onmessage: Listener = null;
    other: TimeoutPort | null = null;
    postMessage(data: unknown) {
      const target = this.other;
      setTimeout(() => target?.onmessage?.({ data } as MessageEvent), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  class TimeoutMessageChannel {
    readonly port1 = new TimeoutPort();
    readonly port2 = new TimeoutPort();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel: TimeoutMessageChannel });
}

// getComputedStyle from inline styles only. jsdom's own matches every rule of every stylesheet
// against the element, and antd injects thousands of rules: testing-library asks for the style of
// each element it considers (visibility, accessible names), which made one table test take
// seconds. What the tests rely on is inline anyway (antd's motion hides closed overlays with an
// inline display: none). The pseudo-element argument (antd measures the scrollbar through one
// when a modal opens) is ignored, as before.
window.getComputedStyle = (element: Element) => {
  const inline = (element as HTMLElement).style;
  return inline ?? document.createElement('div').style;
};

// antd's Table, Input.TextArea autosize and others watch sizes; jsdom has no layout to observe.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class NoLayoutResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: NoLayoutResizeObserver });
}

// Lazy routes and first renders compile on demand under ts-jest; on a loaded 2-core CI machine
// the first `findBy`/`waitFor` of a file can take longer than testing-library's default 1 s.
configure({ asyncUtilTimeout: 5000 });
