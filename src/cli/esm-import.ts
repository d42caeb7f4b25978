/**
 * Node's import() for an ES module left outside the command line's bundle (pdf.js's legacy
 * build): tests and tsx run this file as it is; the bundle replaces it with the launcher's own
 * import (build/cli-bundle.mjs), since a script compiled with a code cache cannot import().
 */
export function importEsm<T>(specifier: string): Promise<T> {
  return import(specifier) as Promise<T>;
}
