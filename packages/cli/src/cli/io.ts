import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** Everything a command touches outside itself, so tests run commands in-process. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readonly stderrIsTTY: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  readFile(path: string): Promise<string>;
  writeFile(path: string, text: string): Promise<void>;
}

/** The real process: files relative to the working directory. */
export const processIo = (): CliIo => ({
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTTY: process.stderr.isTTY === true,
  env: process.env,
  readFile: (path) => readFile(resolve(path), 'utf8'),
  writeFile: (path, text) => writeFile(resolve(path), text, 'utf8'),
});

/** An io whose output is kept in strings (tests, the benchmark). */
export interface CapturedIo extends CliIo {
  readonly out: () => string;
  readonly err: () => string;
}

export const capturedIo = (env: Readonly<Record<string, string | undefined>> = process.env): CapturedIo => {
  let out = '';
  let err = '';
  return {
    stdout: (text) => {
      out += text;
    },
    stderr: (text) => {
      err += text;
    },
    stderrIsTTY: false,
    env,
    readFile: (path) => readFile(resolve(path), 'utf8'),
    writeFile: (path, text) => writeFile(resolve(path), text, 'utf8'),
    out: () => out,
    err: () => err,
  };
};
