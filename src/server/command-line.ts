/**
 * What every entry point (the server and each CLI) does with a problem the person running it can
 * fix: a bad setting, a bad argument, a database another process holds. One clear sentence on
 * standard error and a non-zero exit, never a stack trace. And the arguments of the CLIs.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** A problem said in words for the person at the command line; `exitCode` defaults to 1. */
export class CommandLineError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Runs an entry point's work; a CommandLineError ends it with its message and exit code. */
export async function runCommand(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(error.message);
    process.exitCode = error.exitCode;
  }
}

interface CommandLineSpec {
  /** The usage text `--help` prints, starting with the command as the person types it. */
  usage: string;
  /** String options only: each CLI checks its values itself, in words. */
  options?: Options;
  /** How many words besides the options the command takes (default none). */
  positionals?: { min: number; max: number };
}

/**
 * Reads the command's arguments: `--help` (or `-h`) prints the usage and exits 0; an unknown
 * option or a wrong number of words is a CommandLineError with exit code 2 (usage), in one
 * sentence that points at `--help`.
 */
export function parseCommandLine(
  spec: CommandLineSpec,
  args = process.argv.slice(2),
): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  const helpHint = `run \`${commandName(spec.usage)} -- --help\` for the usage`;
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...spec.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // Node's message, its first sentence only (the rest explains parseArgs to a programmer).
    const reason = (error as Error).message.split(/\n|\. /)[0]!;
    throw new CommandLineError(`${reason.replace(/\.$/, '')}: ${helpHint}.`, 2);
  }
  if (parsed.values.help) {
    console.log(spec.usage);
    process.exit(0);
  }
  const { min = 0, max = 0 } = spec.positionals ?? {};
  const given = parsed.positionals.length;
  if (given < min || given > max) {
    const takes =
      max === 0
        ? 'no arguments'
        : `${min === max ? min : `${min} to ${max}`} argument${max === 1 ? '' : 's'}`;
    throw new CommandLineError(
      `${commandName(spec.usage)} takes ${takes}, not ${given}: ${helpHint}.`,
      2,
    );
  }
  return parsed;
}

/** `npm run seed` from `Usage: npm run seed -- [options]`. */
function commandName(usage: string): string {
  return /^Usage: (npm (?:run [\w:-]+|start))/.exec(usage)?.[1] ?? 'the command';
}

/** A whole number option in [min, max], or a CommandLineError (exit 2) naming the rule. */
export function wholeNumberOption(
  name: string,
  value: string,
  { min, max }: { min: number; max: number },
): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number < min || number > max) {
    throw new CommandLineError(
      `--${name} must be a whole number from ${min} to ${max.toLocaleString('en-US')}, not ${JSON.stringify(value)}.`,
      2,
    );
  }
  return number;
}
