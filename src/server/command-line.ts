/**
 * What every entry point (the server and each CLI) does with a problem the person running it can
 * fix: a bad setting, a bad argument, a database another process holds. One clear sentence on
 * standard error and a non-zero exit, never a stack trace.
 */

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
