/**
 * Runs `callback` once the browser has painted the next frame: an animation frame, then a task
 * (the paint happens between them). Work that can wait for a paint starts there, so the frame a
 * user's input asked for is not held back by it. Returns a function that cancels the callback.
 */
export const afterNextPaint = (callback: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};
