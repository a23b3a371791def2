// Read from the command line before commander parses it: by the program, to define only the command
// being run, and by the start, to pick that command's code cache file.

/** The command `argv` runs (or asks help for): the first word, or the one after `help`. */
export function requestedCommand(argv: readonly string[]): string | undefined {
  const words = argv.slice(2).filter((a) => !a.startsWith("-"));
  return words[0] === "help" ? words[1] : words[0];
}
