/**
 * The browser APIs Radix menus and dialogs use that jsdom lacks. Import this
 * module first in a test that opens a Radix menu or dialog.
 */

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}

// Radix menus open on a primary-button pointerdown; jsdom has no PointerEvent.
if (!('PointerEvent' in window)) {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventStub, writable: true });
}

const elementPrototype = window.HTMLElement.prototype as HTMLElement & Record<string, unknown>;
elementPrototype.hasPointerCapture ??= () => false;
elementPrototype.setPointerCapture ??= () => undefined;
elementPrototype.releasePointerCapture ??= () => undefined;
elementPrototype.scrollIntoView ??= () => undefined;

if (!('DOMRect' in window)) {
  Object.defineProperty(window, 'DOMRect', {
    value: class DOMRectStub {
      constructor(
        public x = 0,
        public y = 0,
        public width = 0,
        public height = 0,
      ) {}
      get top() {
        return this.y;
      }
      get left() {
        return this.x;
      }
      get right() {
        return this.x + this.width;
      }
      get bottom() {
        return this.y + this.height;
      }
      static fromRect(rect: Partial<DOMRect> = {}) {
        return new this(rect.x, rect.y, rect.width, rect.height);
      }
    },
    writable: true,
  });
}

export {};
