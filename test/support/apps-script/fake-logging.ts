/** Logger and console of Apps Script, keeping what the script logs instead of printing it. */

/** Logger.log(format, ...values) substitutes %s, %d and %f like Apps Script's Logger. */
export class FakeLogger {
  readonly lines: string[] = [];

  log(data: unknown, ...values: unknown[]): FakeLogger {
    let rest = values;
    const line =
      typeof data === 'string' && values.length > 0
        ? data.replace(/%[sdf]/g, (placeholder) => {
            if (rest.length === 0) return placeholder;
            const [value, ...others] = rest;
            rest = others;
            return String(value);
          })
        : String(data);
    this.lines.push(line);
    return this;
  }

  getLog(): string {
    return this.lines.map((line) => `${line}\n`).join('');
  }

  clear(): void {
    this.lines.length = 0;
  }
}

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error';

export class FakeConsole {
  readonly entries: { level: ConsoleLevel; values: unknown[] }[] = [];

  log(...values: unknown[]): void {
    this.entries.push({ level: 'log', values });
  }

  info(...values: unknown[]): void {
    this.entries.push({ level: 'info', values });
  }

  warn(...values: unknown[]): void {
    this.entries.push({ level: 'warn', values });
  }

  error(...values: unknown[]): void {
    this.entries.push({ level: 'error', values });
  }
}
