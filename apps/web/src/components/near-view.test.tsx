// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearView } from './near-view.tsx';

/** A stand-in for the browser's IntersectionObserver that the test moves by hand. */
class FakeObserver {
  static made: FakeObserver[] = [];
  watched: Element[] = [];
  disconnected = false;
  readonly callback: (entries: { isIntersecting: boolean }[]) => void;
  readonly options: { rootMargin?: string };
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options: { rootMargin?: string }) {
    this.callback = callback;
    this.options = options;
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

const section = (ready?: boolean) => (
  <NearView placeholder={<p>waiting</p>} ready={ready}>
    <p>the section</p>
  </NearView>
);

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.made = [];
});

describe('NearView', () => {
  it('draws the section at once where the browser cannot tell what is near the view', () => {
    render(section());
    expect(screen.getByText('the section')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('keeps the placeholder until the section comes within half a screen of the view, then stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(section());
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(container.querySelector('[data-deferred="view"]')).not.toBeNull();
    const [observer] = FakeObserver.made;
    expect(observer!.options.rootMargin).toBe('0px 0px 50% 0px');
    expect(observer!.watched).toHaveLength(1);

    observer!.report(false);
    expect(screen.queryByText('the section')).toBeNull();
    observer!.report(true);
    expect(screen.getByText('the section')).toBeTruthy();
    expect(container.querySelector('[data-deferred]')).toBeNull();
    expect(observer!.disconnected).toBe(true);
  });

  it('draws the section when the reader presses Tab anywhere, not on other keys', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(section());
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(screen.queryByText('the section')).toBeNull();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(screen.getByText('the section')).toBeTruthy();
  });

  it('draws the section before printing', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(section());
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(screen.getByText('the section')).toBeTruthy();
  });

  it('waits for its turn even when near the view', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container, rerender } = render(section(false));
    FakeObserver.made[0]!.report(true);
    expect(screen.queryByText('the section')).toBeNull();
    expect(container.querySelector('[data-deferred="turn"]')).not.toBeNull();
    rerender(section(true));
    expect(screen.getByText('the section')).toBeTruthy();
  });
});
