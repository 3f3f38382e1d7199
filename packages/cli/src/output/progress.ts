/*
 * A progress bar on stderr for long operations, drawn only when stderr is a terminal (so
 * logs and pipes stay clean) and at most every 100 ms.
 */

export interface Progress {
  /** Adds done items (default 1). */
  tick(count?: number): void;
  /** Clears the bar's line. */
  done(): void;
}

export const NO_PROGRESS: Progress = { tick: () => undefined, done: () => undefined };

const BAR = 30;

export const progressBar = (
  write: (text: string) => void,
  isTTY: boolean,
  label: string,
  total: number,
  now: () => number = () => performance.now(),
): Progress => {
  if (!isTTY || total <= 0) return NO_PROGRESS;
  let done = 0;
  let drawnAt = -Infinity;
  const draw = (): void => {
    const filled = Math.round((done / total) * BAR);
    write(`\r${label} [${'█'.repeat(filled)}${'░'.repeat(BAR - filled)}] ${done}/${total}`);
    drawnAt = now();
  };
  return {
    tick(count = 1) {
      done = Math.min(total, done + count);
      if (done === total || now() - drawnAt >= 100) draw();
    },
    done() {
      write('\r\u001b[2K');
    },
  };
};
