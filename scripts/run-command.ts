/** Runs a command's main, exits with its code, and prints a thrown error as one Spanish line. */
export function runCommand(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
