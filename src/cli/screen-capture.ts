/**
 * A capture of the whole screen with the platform's own tool: `screencapture` on macOS, `grim`
 * on Wayland, ImageMagick's `import` on X11. The raw capture is written into a private folder
 * (mode 0700) made for it and removed as soon as its pixels are read, whatever happens: the
 * caller only ever hands on the redacted frame. No tool, no display, or a tool that fails is an
 * error in one sentence; nothing is captured some other way.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Env = Readonly<Record<string, string | undefined>>;

export interface CaptureTool {
  /** How the tool is named to the person. */
  label: string;
  command: string;
  args: (file: string) => string[];
  /** What to install when the command is missing. */
  install: string;
}

export class ScreenCaptureError extends Error {}

/** The capture tool for this platform and session, or the reason there is none. */
export function captureToolFor(platform: NodeJS.Platform, env: Env): CaptureTool | { error: string } {
  if (platform === 'darwin') {
    return { label: 'screencapture', command: 'screencapture', args: (file) => ['-x', '-t', 'png', file], install: 'macOS ships screencapture; allow Screen Recording for the app that runs the gate' };
  }
  if (platform === 'win32') return { error: 'Screen capture is not supported on Windows yet: save a screenshot and use redact_image on it.' };
  if (env['WAYLAND_DISPLAY']) {
    return { label: 'grim (Wayland)', command: 'grim', args: (file) => [file], install: 'install grim (e.g. apt-get install grim)' };
  }
  if (env['DISPLAY']) {
    return { label: "ImageMagick's import (X11)", command: 'import', args: (file) => ['-window', 'root', file], install: 'install ImageMagick (e.g. apt-get install imagemagick)' };
  }
  return { error: 'There is no display to capture: neither WAYLAND_DISPLAY nor DISPLAY is set for the gate.' };
}

function run(command: string, args: string[], env: Env, timeoutMs: number): Promise<void> {
  return new Promise((resolveRun, reject) => {
    execFile(command, args, { env: { ...env }, timeout: timeoutMs, maxBuffer: 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolveRun();
      reject(Object.assign(error, { stderrText: String(stderr) }));
    });
  });
}

export interface CaptureOptions {
  platform?: NodeJS.Platform;
  env?: Env;
  timeoutMs?: number;
}

/** Captures the screen and returns the PNG's bytes; the file it went through is already gone. */
export async function captureScreen(options: CaptureOptions = {}): Promise<Uint8Array> {
  const env = options.env ?? process.env;
  const tool = captureToolFor(options.platform ?? process.platform, env);
  if ('error' in tool) throw new ScreenCaptureError(tool.error);
  const folder = await mkdtemp(join(tmpdir(), 'consentry-capture-'));
  const file = join(folder, 'screen.png');
  try {
    try {
      await run(tool.command, tool.args(file), env, options.timeoutMs ?? 15_000);
    } catch (error) {
      const e = error as NodeJS.ErrnoException & { killed?: boolean; stderrText?: string; code?: string | number };
      if (e.code === 'ENOENT') throw new ScreenCaptureError(`Screen capture needs ${tool.label}, which is not installed or not on PATH: ${tool.install}.`);
      if (e.killed) throw new ScreenCaptureError(`${tool.label} did not finish the capture within ${Math.round((options.timeoutMs ?? 15_000) / 1000)} s.`);
      const detail = (e.stderrText ?? '').split('\n').map((l) => l.trim()).find((l) => l !== '');
      throw new ScreenCaptureError(`${tool.label} could not capture the screen${detail ? `: ${detail.slice(0, 200)}` : ''}.`);
    }
    try {
      return await readFile(file);
    } catch {
      throw new ScreenCaptureError(`${tool.label} finished but wrote no image.`);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
