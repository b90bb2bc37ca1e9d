/**
 * Starts a script of the project (the mock server, the validation proxy) in a process of its own
 * and waits for the line that names where it listens (`http://127.0.0.1:<port>`).
 */
import { spawn, type ChildProcess } from 'node:child_process';

export const startScript = (root: string, args: string[], env: Record<string, string> = {}) =>
  new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    const child = spawn('node', args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} ended (${code}): ${output}`)));
  });
