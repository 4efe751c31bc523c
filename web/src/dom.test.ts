import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './dom.js';

describe('afterPaint', () => {
  /** The frame callbacks asked for, run by `frame()` as the browser would at its next frame. */
  let frames: (() => void)[] = [];
  const frame = () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work in a task after the next frame, not before', () => {
    const work = vi.fn();
    afterPaint(work);
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    frame();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    // The wait for a frame that came is not a second run.
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work once when no frame comes (a hidden page)', () => {
    const work = vi.fn();
    afterPaint(work);
    vi.advanceTimersByTime(249);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    frame();
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
